import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts';
import { postFile, solidPng } from '../test/uploads';
import { call, databases, useTestApp, type TestApp } from '../test/build-test-app';
import { startFakeS3 } from '../test/fakes/s3/fake-s3';
import { s3Storage, type S3Settings } from './s3-storage';

const fake = await startFakeS3();
afterAll(() => fake.close());

const settings: S3Settings = {
  endpoint: fake.endpoint,
  region: fake.region,
  bucket: fake.bucket,
  accessKeyId: fake.accessKeyId,
  secretAccessKey: fake.secretAccessKey,
  forcePathStyle: true,
  publicUrl: undefined,
};

async function textOf(stream: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
}

const lastWriteOf = (key: string) => fake.seen.findLast((r) => r.method === 'PUT' && r.key === key);

describe('files in an S3-compatible bucket that checks every signature', () => {
  const files = s3Storage(settings);

  it('keeps, reads, streams and forgets a picture, public and cacheable', async () => {
    const key = `uploads/images/${randomBytes(8).toString('hex')}.png`;
    await files.put(key, Buffer.from('a picture'), 'image/png');
    expect(lastWriteOf(key)?.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=604800',
    });
    expect((await files.read(key))?.toString()).toBe('a picture');
    const opened = await files.open(key);
    expect(opened).toMatchObject({ size: 9, contentType: 'image/png' });
    expect(await textOf(opened!.stream)).toBe('a picture');

    await files.remove(key);
    expect(await files.read(key)).toBeUndefined();
    expect(await files.open(key)).toBeUndefined();
    // Forgetting what is already gone is no error.
    await files.remove(key);
  });

  it('writes a résumé that no cache keeps', async () => {
    const key = `resumes/${randomBytes(8).toString('hex')}.pdf`;
    await files.put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(lastWriteOf(key)?.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'no-store',
    });
  });

  it('is refused by the store when signed with another secret, and keeps nothing', async () => {
    const wrong = s3Storage({ ...settings, secretAccessKey: 'not-the-secret' });
    const key = `uploads/images/${randomBytes(8).toString('hex')}.png`;
    const refusedBefore = fake.refused.length;
    await expect(wrong.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
      /SignatureDoesNotMatch/,
    );
    expect(fake.refused.slice(refusedBefore)).toContain('SignatureDoesNotMatch');
    expect(await files.read(key)).toBeUndefined();
  });

  it('refuses a key that names no file or would leave its folder', async () => {
    for (const key of ['../atelier.db', 'uploads/../resumes/x.pdf', 'uploads/', '', 'a//b']) {
      await expect(files.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
        /not a storage key/,
      );
    }
  });
});

const uploadPicture = async (t: TestApp, token: string) =>
  (await postFile(t.app, 'upload', await solidPng(640, 480), 'photo.png', token)).data.url;

describe.each(databases)('pictures kept in the bucket on %s', (kind) => {
  const ctx = useTestApp(kind, fake.env);

  it('serves an upload from the bucket, cacheable, and answers an unchanged copy with 304', async () => {
    const t = ctx();
    const me = await signUp(t.app, 's3pic');
    const url = await uploadPicture(t, me.token);
    expect(fake.seen.some((r) => r.method === 'PUT' && `/${r.key}` === url)).toBe(true);

    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=604800',
      'x-content-type-options': 'nosniff',
    });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);

    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);

    // Many views, one read of the bucket: a key's bytes never change.
    await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url })));
    const reads = fake.seen.filter((r) => r.method === 'GET' && `/${r.key}` === url.split('?')[0]);
    expect(reads).toHaveLength(1);
    // Forgotten, it is gone from this instance at once.
    await t.app.services.files.remove(url.slice(1));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('makes an avatar from an upload in the bucket and serves it', async () => {
    const t = ctx();
    const me = await signUp(t.app, 's3ava');
    const url = await uploadPicture(t, me.token);
    const set = await call(
      t.app,
      'avatarUpdate',
      { avatar: url, lang: 'en' },
      {
        method: 'POST',
        token: me.token,
      },
    );
    const avatar = (set.body as { data: { avatar: string } }).data.avatar;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const res = await t.app.inject({ method: 'GET', url: avatar });
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 480, height: 480 });
  });

  it('answers a picture that is not there, or a path out of the folder, as not found', async () => {
    const t = ctx();
    for (const url of ['/uploads/images/0123456789abcdef.png', '/uploads/../resumes/a.pdf']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
    }
  });
});

describe('pictures behind a CDN (S3_PUBLIC_URL)', () => {
  const ctx = useTestApp('sqlite', { ...fake.env, S3_PUBLIC_URL: 'https://cdn.example.com/shop/' });

  it('sends the browser to the CDN, and lets pages load pictures from it', async () => {
    const t = ctx();
    const res = await t.app.inject({ method: 'GET', url: '/uploads/seed/logo.svg' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://cdn.example.com/shop/uploads/seed/logo.svg');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');

    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      /img-src 'self' data: blob: https:\/\/cdn\.example\.com;/,
    );
  });
});
