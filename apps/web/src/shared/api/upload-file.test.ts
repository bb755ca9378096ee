import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../i18n/i18n';
import { TOKEN_COOKIE } from '../session/session-store';
import { feedback } from '../ui/feedback';
import { RequestError } from './request-error';
import { uploadFile, uploadTo } from './upload-file';
import { setTransport } from './transport';

const fetchMock = vi.fn<typeof fetch>();

function reply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastCall(): { url: URL; init: RequestInit } {
  const [input, init] = fetchMock.mock.lastCall ?? [];
  return { url: new URL(String(input), 'http://localhost'), init: init ?? {} };
}

const stored = {
  url: '/uploads/images/abc.png',
  mime: 'image/png',
  size: 68,
  width: 1,
  height: 1,
} as const;

function picture(name = 'me.png', type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type });
}

beforeEach(() => {
  // These tests are about the HTTP leg itself.
  setTransport(null);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setLang('zh-cn');
});

afterEach(() => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  vi.restoreAllMocks();
});

describe('uploadFile', () => {
  it('posts the file as multipart, without the JSON content type, with lang and the token', async () => {
    setLang('en');
    Cookies.set(TOKEN_COOKIE, 'tok-up', { path: '/' });
    fetchMock.mockResolvedValue(reply({ code: 200, msg: 'OK', data: stored }));

    await expect(uploadFile(picture())).resolves.toEqual(stored);

    const { url, init } = lastCall();
    expect(url.pathname).toBe('/api/index/upload');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Authorization')).toBe('Bearer tok-up');

    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['lang', 'file']);
    expect(form.get('lang')).toBe('en');
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('me.png');
    expect((file as File).size).toBe(4);
  });

  it('goes out without a token header when signed out', async () => {
    fetchMock.mockResolvedValue(reply({ code: 200, msg: '成功', data: stored }));
    await uploadFile(picture());
    expect(new Headers(lastCall().init.headers).has('Authorization')).toBe(false);
  });

  it("rejects a refusal with the server's message, already shown", async () => {
    const notify = vi.spyOn(feedback.notification, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(
      reply({ code: 100, msg: '只能上传 JPEG、PNG、WebP 或 GIF 图片', data: null }),
    );

    const error = await uploadFile(picture('notes.txt', 'text/plain')).catch(
      (reason: unknown) => reason,
    );

    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      code: 100,
      shown: true,
      message: '只能上传 JPEG、PNG、WebP 或 GIF 图片',
    });
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: '只能上传 JPEG、PNG、WebP 或 GIF 图片' }),
    );
  });

  it('rejects a failed network call without an answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await uploadFile(picture()).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ code: 0, shown: false });
  });

  it('sends a resume to resumeUpload in the same field, leaving a refusal to the caller', async () => {
    const notify = vi.spyOn(feedback.notification, 'error').mockImplementation(() => undefined);
    const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    fetchMock.mockResolvedValue(reply({ code: 100, msg: '简历只能是 PDF 文件', data: null }));

    const error = await uploadTo('resumeUpload', resume, { quietRefusal: true }).catch(
      (reason: unknown) => reason,
    );

    const { url, init } = lastCall();
    expect(url.pathname).toBe('/api/index/resumeUpload');
    expect(((init.body as FormData).get('file') as File).name).toBe('cv.pdf');
    expect(error).toMatchObject({ code: 100, message: '简历只能是 PDF 文件' });
    expect(notify).not.toHaveBeenCalled();
  });
});
