import { UPLOADS_PER_DAY } from '@atelier/contract';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { signUp } from '../../test/accounts';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
}

/** Random pixels, which PNG cannot squeeze: a picture of about 3 bytes per pixel. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png();
}

/**
 * A valid black-and-white PNG of any size, written by hand: one bit a pixel, deflated, so even
 * 16000 x 16000 pixels fit in a few dozen kilobytes.
 */
function bilevelPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale, deflate, no filter method, no interlace
  // Each row: its filter byte (none) and the row's pixels, all black.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(databases)('uploads and avatars on %s', (kind) => {
  const ctx = useTestApp(kind);

  async function upload(bytes: Buffer, name: string, token?: string, field = 'file', lang = 'en') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)]), name);
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/index/upload?lang=${lang}`,
      payload: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json() };
  }

  const fileOf = (url: string) =>
    path.join(ctx().config.uploadsDir, url.replace(/^\/uploads\//, ''));

  const rowsOf = (userId: number) =>
    ctx().app.db.selectFrom('uploads').select('url').where('user_id', '=', userId).execute();

  /** Every image on disk belongs to a recorded upload: no refusal leaves a file behind. */
  async function expectNoStrayImages() {
    const rows = await ctx().app.db.selectFrom('uploads').select('url').execute();
    const recorded = new Set(rows.map((row) => path.basename(row.url)));
    const dir = path.join(ctx().config.uploadsDir, 'images');
    const files = existsSync(dir) ? readdirSync(dir) : [];
    expect(files.filter((file) => !recorded.has(file))).toEqual([]);
  }

  it('stores an image under a random name, recognised by content whatever its name', async () => {
    const user = await signUp(ctx().app);
    const png = await solid(800, 600).png().toBuffer();
    const res = await upload(png, 'holiday.txt', user.token);
    expect(res.body).toMatchObject({
      code: 200,
      data: { mime: 'image/png', width: 800, height: 600 },
    });
    const { url } = res.body.data as { url: string };
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.png$/);
    expect(existsSync(fileOf(url))).toBe(true);

    const served = await ctx().app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it.each([
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)('accepts %s', async (format, mime) => {
    const user = await signUp(ctx().app);
    const res = await upload(await solid(64, 48).toFormat(format).toBuffer(), 'x', user.token);
    expect(res.body.data).toMatchObject({ mime, width: 64, height: 48 });
  });

  it('refuses what is not an image, even when named like one', async () => {
    const user = await signUp(ctx().app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const [bytes, name] of [
      [Buffer.from('just some text'), 'photo.png'],
      [svg, 'icon.svg'],
      [Buffer.from('%PDF-1.7\n'), 'cv.jpg'],
    ] as const) {
      const res = await upload(bytes, name, user.token);
      expect(res.body).toEqual({
        code: 100,
        msg: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
        data: null,
      });
    }
  });

  it('refuses an image over 5 MB every time, in both languages, keeping nothing', async () => {
    const user = await signUp(ctx().app);
    const big = await noise(1550, 1530).toBuffer();
    expect(big.length).toBeGreaterThan(6.5 * 1024 * 1024);
    // Over a real connection the file arrives in pieces of whatever size: where they end must
    // not decide whether it is refused, cut at the limit and kept, or a fault.
    const address = await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 8; i += 1) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(big)]), 'big.png');
      const res = await fetch(`${address}/api/index/upload?lang=en`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 200,
        body: { code: 100, msg: 'The image must be at most 5 MB', data: null },
      });
    }
    expect((await upload(big, 'big.png', user.token, 'file', 'zh-cn')).body.msg).toBe(
      '图片不能超过 5 MB',
    );
    expect(await rowsOf(user.id)).toHaveLength(0);
    await expectNoStrayImages();
  });

  it('refuses an image of more than 40 megapixels, however small its file', async () => {
    const user = await signUp(ctx().app);
    for (const [width, height] of [
      [16000, 16000],
      [8000, 5001],
    ] as const) {
      const png = bilevelPng(width, height);
      expect(png.length).toBeLessThan(100 * 1024);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width, height });
      expect((await upload(png, 'huge.png', user.token)).body).toEqual({
        code: 100,
        msg: 'The image is too large: at most 40 megapixels',
        data: null,
      });
      expect((await upload(png, 'huge.png', user.token, 'file', 'zh-cn')).body.msg).toBe(
        '图片尺寸过大，不能超过 40 百万像素',
      );
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
    await expectNoStrayImages();
  });

  it('refuses a picture cut short or corrupt as no picture, not as a fault', async () => {
    const user = await signUp(ctx().app);
    const png = await noise(400, 300).toBuffer();
    const jpeg = await noise(400, 300).jpeg().toBuffer();
    const corrupt = Buffer.from(png);
    // Pixel data past the header, scrambled: the header still reads as a PNG.
    for (let i = 200; i < corrupt.length - 20; i += 97)
      corrupt.writeUInt8(corrupt.readUInt8(i) ^ 0xff, i);
    for (const bytes of [
      png.subarray(0, png.length / 2),
      jpeg.subarray(0, jpeg.length / 2),
      corrupt,
    ]) {
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 400, height: 300 });
      const res = await upload(bytes, 'photo.png', user.token);
      expect(res).toEqual({
        status: 200,
        body: { code: 100, msg: 'Only JPEG, PNG, WebP or GIF images can be uploaded', data: null },
      });
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
    await expectNoStrayImages();
  });

  it(`keeps exactly ${UPLOADS_PER_DAY} images a day from one account, however many arrive at once`, async () => {
    const user = await signUp(ctx().app);
    const png = await solid(32, 32).png().toBuffer();
    const results = await Promise.all(
      Array.from({ length: UPLOADS_PER_DAY + 12 }, () => upload(png, 'a.png', user.token)),
    );
    const kept = results.filter((res) => res.body.code === 200);
    const refused = results.filter((res) => res.body.code !== 200);
    expect(kept).toHaveLength(UPLOADS_PER_DAY);
    expect(refused).toHaveLength(12);
    for (const res of refused) {
      expect(res.body).toEqual({
        code: 100,
        msg: `At most ${UPLOADS_PER_DAY} images can be uploaded in 24 hours; please try again later`,
        data: null,
      });
    }
    expect(await rowsOf(user.id)).toHaveLength(UPLOADS_PER_DAY);
    for (const res of kept) expect(existsSync(fileOf(res.body.data.url as string))).toBe(true);
    await expectNoStrayImages();
  });

  it('refuses a request without a file, and one without a token', async () => {
    const user = await signUp(ctx().app);
    const png = await solid(10, 10).png().toBuffer();
    const wrongField = await upload(png, 'a.png', user.token, 'picture');
    expect(wrongField.body.msg).toBe('Please choose an image to upload');
    const json = await call(
      ctx().app,
      'upload',
      { lang: 'en' },
      { method: 'POST', token: user.token },
    );
    expect(json.body.msg).toBe('Please choose an image to upload');
    expect((await upload(png, 'a.png')).body.code).toBe(401);
  });

  describe('avatarUpdate', () => {
    /** Uploads a picture, makes it the user's avatar, and returns the avatar's URL and size. */
    async function avatarFrom(picture: Sharp, token: string) {
      const { url } = (await upload(await picture.toBuffer(), 'me', token)).body.data as {
        url: string;
      };
      const res = await call(ctx().app, 'avatarUpdate', { avatar: url }, { method: 'POST', token });
      const avatar = res.body.data.avatar as string;
      const meta = await sharp(fileOf(avatar)).metadata();
      return { avatar, format: meta.format, width: meta.width, height: meta.height };
    }

    it('makes an upload the avatar, cut to a square of at most 512 px', async () => {
      const user = await signUp(ctx().app);
      const result = await avatarFrom(solid(1600, 900).jpeg(), user.token);
      expect(result.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
      expect(result).toMatchObject({ format: 'webp', width: 512, height: 512 });
      const info = await call(ctx().app, 'userInfo', {}, { token: user.token });
      expect(info.body.data.avatar).toBe(result.avatar);
    });

    it('keeps a small picture small', async () => {
      const user = await signUp(ctx().app);
      const result = await avatarFrom(solid(200, 300).png(), user.token);
      expect(result).toMatchObject({ width: 200, height: 200 });
    });

    it("refuses someone else's upload and paths that were never uploaded", async () => {
      const owner = await signUp(ctx().app);
      const intruder = await signUp(ctx().app);
      const { url } = (await upload(await solid(50, 50).png().toBuffer(), 'a.png', owner.token))
        .body.data as { url: string };
      for (const avatar of [
        url,
        '/uploads/../atelier.db',
        '/etc/passwd',
        'https://evil.example/x.png',
      ]) {
        const res = await call(
          ctx().app,
          'avatarUpdate',
          { avatar, lang: 'en' },
          { method: 'POST', token: intruder.token },
        );
        expect(res.body).toEqual({
          code: 100,
          msg: 'Please upload the picture first, then make it your avatar',
          data: null,
        });
      }
      const info = await call(ctx().app, 'userInfo', {}, { token: intruder.token });
      expect(info.body.data.avatar).toBe('');
    });

    it('refuses, in words, an upload whose file is gone, and keeps the avatar as it was', async () => {
      const user = await signUp(ctx().app);
      const { url } = (await upload(await solid(80, 80).png().toBuffer(), 'a.png', user.token)).body
        .data as { url: string };
      rmSync(fileOf(url));
      const res = await call(
        ctx().app,
        'avatarUpdate',
        { avatar: url, lang: 'en' },
        { method: 'POST', token: user.token },
      );
      expect(res.body).toEqual({
        code: 100,
        msg: 'Please upload the picture first, then make it your avatar',
        data: null,
      });
      const info = await call(ctx().app, 'userInfo', {}, { token: user.token });
      expect(info.body.data.avatar).toBe('');
    });
  });
});
