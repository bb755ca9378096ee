import { RESUMES_PER_DAY } from '@atelier/contract';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';

const MB = 1024 * 1024;

/** A PDF of `size` bytes: the header, filler, and the end-of-file marker. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

describe.each(databases)('resume uploads on %s', (kind) => {
  const ctx = useTestApp(kind);

  async function upload(bytes: Buffer, name: string, token?: string, lang = 'en', field = 'file') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)]), name);
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/index/resumeUpload?lang=${lang}`,
      payload: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return res.json() as {
      code: number;
      msg: string;
      data: { id: number; name: string; size: number };
    };
  }

  const resumesDir = () => path.join(ctx().config.dataDir, 'resumes');
  const rowsOf = (userId: number) =>
    ctx().app.db.selectFrom('resumes').selectAll().where('user_id', '=', userId).execute();

  /** Every file in the resumes directory belongs to a recorded resume: no refusal leaves one. */
  async function expectNoStrayResumes() {
    const rows = await ctx().app.db.selectFrom('resumes').select('file').execute();
    const recorded = new Set(rows.map((row) => row.file));
    const files = existsSync(resumesDir()) ? readdirSync(resumesDir()) : [];
    expect(files.filter((file) => !recorded.has(file))).toEqual([]);
  }

  it('keeps a PDF privately, owned by the uploader, under its sanitised name', async () => {
    const user = await signUp(ctx().app);
    const bytes = pdfOf(6 * MB);
    const res = await upload(bytes, '../../etc/林澈 简历<2025>\u202e.pdf', user.token);
    expect(res).toEqual({
      code: 200,
      msg: 'OK',
      data: { id: expect.any(Number), name: '林澈 简历2025.pdf', size: bytes.length },
    });

    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ id: res.data.id, original_name: '林澈 简历2025.pdf' });
    expect(row!.file).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const stored = path.join(resumesDir(), row!.file);
    expect(readFileSync(stored).equals(bytes)).toBe(true);

    // Nothing of it is under the public uploads directory, nor reachable by URL.
    const uploads = ctx().config.uploadsDir;
    expect(path.relative(uploads, stored).startsWith('..')).toBe(true);
    expect(existsSync(path.join(uploads, row!.file))).toBe(false);
    for (const url of [`/uploads/${row!.file}`, `/resumes/${row!.file}`]) {
      const served = await ctx().app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(404);
    }
  });

  it('refuses what is not a PDF, whatever its name, in both languages', async () => {
    const user = await signUp(ctx().app);
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .png()
      .toBuffer();
    for (const [bytes, name] of [
      [png, 'cv.pdf'],
      [Buffer.from('My resume, in plain text. %PDF-1.7'), 'cv.pdf'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'cv.html'],
    ] as const) {
      expect(await upload(bytes, name, user.token)).toEqual({
        code: 100,
        msg: 'A resume can only be a PDF file of at most 10 MB',
        data: null,
      });
      expect((await upload(bytes, name, user.token, 'zh-cn')).msg).toBe(
        '简历只能是不超过 10 MB 的 PDF 文件',
      );
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('refuses a PDF over 10 MB, in both languages', async () => {
    const user = await signUp(ctx().app);
    const big = pdfOf(10 * MB + 1);
    expect(await upload(big, 'cv.pdf', user.token)).toEqual({
      code: 100,
      msg: 'The resume must be at most 10 MB',
      data: null,
    });
    expect((await upload(big, 'cv.pdf', user.token, 'zh-cn')).msg).toBe('简历不能超过 10 MB');
    expect(await rowsOf(user.id)).toHaveLength(0);
    await expectNoStrayResumes();

    const exact = await upload(pdfOf(10 * MB), 'cv.pdf', user.token);
    expect(exact).toMatchObject({ code: 200, data: { size: 10 * MB } });
    expect(readdirSync(resumesDir()).length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a 12 MB PDF every time over a real connection, keeping nothing', async () => {
    const user = await signUp(ctx().app);
    const big = pdfOf(12 * MB);
    // The file arrives in pieces of whatever size: where they end must not decide whether it is
    // refused or cut at 10 MB and kept.
    const address = await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 8; i += 1) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(big)]), 'cv.pdf');
      const res = await fetch(`${address}/api/index/resumeUpload?lang=en`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 200,
        body: { code: 100, msg: 'The resume must be at most 10 MB', data: null },
      });
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
    await expectNoStrayResumes();
  });

  it(`keeps exactly ${RESUMES_PER_DAY} of 30 resumes sent at once by one account`, async () => {
    const user = await signUp(ctx().app);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => upload(pdfOf(2000), `cv-${i}.pdf`, user.token)),
    );
    const kept = results.filter((res) => res.code === 200);
    const refused = results.filter((res) => res.code !== 200);
    expect(kept).toHaveLength(RESUMES_PER_DAY);
    expect(refused).toHaveLength(30 - RESUMES_PER_DAY);
    for (const res of refused) {
      expect(res).toEqual({
        code: 100,
        msg: `At most ${RESUMES_PER_DAY} resumes can be uploaded in 24 hours; please try again later`,
        data: null,
      });
    }
    const rows = await rowsOf(user.id);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(kept.map((res) => res.data.id)));
    for (const row of rows) expect(existsSync(path.join(resumesDir(), row.file))).toBe(true);
    await expectNoStrayResumes();
  });

  it('refuses a request without a file, and one without a token', async () => {
    const user = await signUp(ctx().app);
    const wrongField = await upload(pdfOf(1000), 'cv.pdf', user.token, 'en', 'resume');
    expect(wrongField.msg).toBe('Please choose a PDF resume to upload');
    const empty = await upload(Buffer.alloc(0), 'cv.pdf', user.token, 'zh-cn');
    expect(empty.msg).toBe('请选择要上传的 PDF 简历');
    const json = await call(
      ctx().app,
      'resumeUpload',
      { lang: 'en' },
      { method: 'POST', token: user.token },
    );
    expect(json.body.msg).toBe('Please choose a PDF resume to upload');
    expect((await upload(pdfOf(1000), 'cv.pdf')).code).toBe(401);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('takes at most 10 resumes from one account in 24 hours, then says so', async () => {
    const user = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    for (let i = 0; i < 10; i += 1) {
      expect((await upload(pdfOf(1000), `cv-${i}.pdf`, user.token)).code).toBe(200);
    }
    expect(await upload(pdfOf(1000), 'cv-10.pdf', user.token)).toEqual({
      code: 100,
      msg: 'At most 10 resumes can be uploaded in 24 hours; please try again later',
      data: null,
    });
    expect((await upload(pdfOf(1000), 'cv-10.pdf', user.token, 'zh-cn')).msg).toBe(
      '24 小时内最多上传 10 份简历，请稍后再试',
    );
    expect(await rowsOf(user.id)).toHaveLength(10);
    // Another account is not held back, and a day later this one may upload again.
    expect((await upload(pdfOf(1000), 'cv.pdf', other.token)).code).toBe(200);
    await ctx()
      .app.db.updateTable('resumes')
      .set({ created_at: Date.now() - 86_400_001 })
      .where('user_id', '=', user.id)
      .execute();
    expect((await upload(pdfOf(1000), 'cv-11.pdf', user.token)).code).toBe(200);
  });
});
