import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
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

describe.each(databases)('uploads and avatars on %s', (kind) => {
  const ctx = useTestApp(kind);

  async function upload(bytes: Buffer, name: string, token?: string, field = 'file') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)]), name);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/index/upload?lang=en',
      payload: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json() };
  }

  const fileOf = (url: string) =>
    path.join(ctx().config.uploadsDir, url.replace(/^\/uploads\//, ''));

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

  it('refuses an image over 5 MB', async () => {
    const user = await signUp(ctx().app);
    const big = await noise(1400, 1300).toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await upload(big, 'big.png', user.token);
    expect(res.body).toEqual({ code: 100, msg: 'The image must be at most 5 MB', data: null });
    const rows = await ctx()
      .app.db.selectFrom('uploads')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);
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
  });
});
