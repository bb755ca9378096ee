import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../i18n/i18n';
import { useSession, type UserInfo } from '../session/session-store';
import { renderWithApp } from '../testing/render-with-app';
import { feedback } from '../ui/feedback';
import { RequestError } from './request-error';
import { request, setNavigator } from './request';
import { userInfo } from '../testing/user-info';

const user: UserInfo = userInfo({ id: 1 });

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(path: string) => void>();

function reply(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastCall(): { url: URL; init: RequestInit } {
  const [input, init] = fetchMock.mock.lastCall ?? [];
  return { url: new URL(String(input), 'http://localhost'), init: init ?? {} };
}

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
  setLang('zh-cn');
});

afterEach(() => {
  setNavigator(null);
  useSession.getState().logout();
  vi.useRealTimers();
});

describe('building the request', () => {
  it('rejects a request without url in Chinese, without calling the network', async () => {
    setLang('en');
    const error = await rejection(request({}));
    expect(error.message).toBe('接口未配置');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends GET data and lang as query parameters, skipping undefined', async () => {
    fetchMock.mockResolvedValue(reply({ code: 200, msg: 'ok', data: [1] }));
    await request({
      url: '/api/index/productList',
      data: { page: 2, keyword: '青瓷', type: undefined },
    });
    const { url, init } = lastCall();
    expect(url.pathname).toBe('/api/index/productList');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      keyword: '青瓷',
      lang: 'zh-cn',
    });
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends POST data and lang as a JSON body', async () => {
    setLang('en');
    fetchMock.mockResolvedValue(reply({ code: 200, msg: 'ok', data: null }));
    await request({
      url: '/api/index/buyCarCreate',
      method: 'POST',
      data: { product_id: 3, lang: 'fr' },
    });
    const { url, init } = lastCall();
    expect(url.search).toBe('');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ product_id: 3, lang: 'en' });
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('attaches the token as a bearer header unless the request opts out', async () => {
    fetchMock.mockImplementation(async () => reply({ code: 200, msg: '', data: null }));
    await request({ url: '/api/index/banner' });
    expect(new Headers(lastCall().init.headers).has('Authorization')).toBe(false);

    useSession.getState().login({ ...user, token: 'tok-abc' });
    await request({ url: '/api/index/userInfo' });
    expect(new Headers(lastCall().init.headers).get('Authorization')).toBe('Bearer tok-abc');

    await request({ url: '/api/index/banner', withToken: false });
    expect(new Headers(lastCall().init.headers).has('Authorization')).toBe(false);
  });
});

describe('reactions', () => {
  it('resolves the data of code 200', async () => {
    fetchMock.mockResolvedValue(reply({ code: 200, msg: 'ok', data: { id: 9 } }));
    await expect(request({ url: '/api/index/productInfo' })).resolves.toEqual({ id: 9 });
  });

  it('treats a missing code as 200', async () => {
    fetchMock.mockResolvedValue(reply({ msg: '', data: ['a'] }));
    await expect(request({ url: '/api/index/getLink' })).resolves.toEqual(['a']);
  });

  it('code 401: logs out, toasts and asks once at a time to log in again', async () => {
    renderWithApp();
    useSession.getState().login({ ...user, token: 'tok-old' });
    fetchMock.mockImplementation(async () => reply({ code: 401, msg: '请先登录', data: null }));

    let errors: RequestError[] = [];
    await act(async () => {
      errors = await Promise.all([
        rejection(request({ url: '/api/index/userInfo' })),
        rejection(request({ url: '/api/index/orderList' })),
      ]);
    });

    expect(errors.map((e) => [e.code, e.shown])).toEqual([
      [401, true],
      [401, true],
    ]);
    expect(Cookies.get('token')).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ token: '', user: null });
    expect(await screen.findByText('无效的会话，或者会话已过期，请重新登录。')).toBeTruthy();
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('系统提示');
    expect(screen.getByText('登录状态已过期，您可以继续留在该页面，或者重新登录')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /重新登录/ }));
    expect(navigate).toHaveBeenCalledWith('/login');
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());

    // Once the dialog is closed, a later expiry asks again.
    await act(async () => {
      await rejection(request({ url: '/api/index/userInfo' }));
    });
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('localises the session dialog', async () => {
    setLang('en');
    renderWithApp();
    fetchMock.mockResolvedValue(reply({ code: 401, msg: 'Please log in', data: null }));
    await act(async () => {
      await rejection(request({ url: '/api/index/userInfo' }));
    });
    expect(
      await screen.findByText('Invalid session or the session has expired, please log in again.'),
    ).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('System notice');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the server-error code shows its message as a toast', async () => {
    renderWithApp();
    const notify = vi.spyOn(feedback.notification, 'error');
    fetchMock.mockResolvedValue(
      reply({ code: 500, msg: '服务器开小差了', data: null, request_id: 'req-1' }),
    );
    let error: RequestError | undefined;
    await act(async () => {
      error = await rejection(request({ url: '/api/index/shopConfig' }));
    });
    expect(error).toMatchObject({ code: 500, shown: true, requestId: 'req-1' });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    expect(document.querySelector('.ant-message')?.textContent).toContain('服务器开小差了');
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    [100, 200, '库存不足', '请求错误'],
    [404, 404, '接口不存在', '未找到'],
    [429, 429, '操作太频繁，请稍后再试', '请求过于频繁'],
  ])(
    'code %i (HTTP %i) shows its message in an error notification',
    async (code, status, msg, title) => {
      renderWithApp();
      const toast = vi.spyOn(feedback.message, 'error');
      fetchMock.mockResolvedValue(reply({ code, msg, data: null }, status));
      let error: RequestError | undefined;
      await act(async () => {
        error = await rejection(request({ url: '/api/index/orderCreate', method: 'POST' }));
      });
      expect(error).toMatchObject({ code, httpStatus: status, shown: true, message: msg });
      expect(await screen.findByText(msg)).toBeTruthy();
      expect(document.querySelector('.ant-notification')?.textContent).toContain(title);
      expect(toast).not.toHaveBeenCalled();
    },
  );

  it('a quiet refusal is left to the caller; other codes are still shown', async () => {
    renderWithApp();
    const notify = vi.spyOn(feedback.notification, 'error');
    fetchMock.mockResolvedValueOnce(reply({ code: 100, msg: '商品不存在', data: null }));
    let error: RequestError | undefined;
    await act(async () => {
      error = await rejection(request({ url: '/api/index/productInfo', quietRefusal: true }));
    });
    expect(error).toMatchObject({ code: 100, shown: false, message: '商品不存在' });
    expect(notify).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(reply({ code: 429, msg: '操作太频繁，请稍后再试' }, 429));
    await act(async () => {
      error = await rejection(request({ url: '/api/index/productInfo', quietRefusal: true }));
    });
    expect(error).toMatchObject({ code: 429, shown: true });
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('a refusal carries the input field the server names, for the form to show it there', async () => {
    renderWithApp();
    fetchMock.mockResolvedValueOnce(
      reply({ code: 100, msg: '账号或密码错误', data: null, field: 'password' }),
    );
    let error: RequestError | undefined;
    await act(async () => {
      error = await rejection(
        request({ url: '/api/index/login', method: 'POST', quietRefusal: true }),
      );
    });
    expect(error).toMatchObject({ code: 100, message: '账号或密码错误', field: 'password' });
  });

  it('an HTTP 500 body with the server-error code is shown as a toast', async () => {
    const toast = vi
      .spyOn(feedback.message, 'error')
      .mockImplementation(() => Promise.resolve(true) as never);
    fetchMock.mockResolvedValue(
      reply({ code: 500, msg: 'Internal failure', request_id: 'r' }, 500),
    );
    await rejection(request({ url: '/api/index/company' }));
    expect(toast).toHaveBeenCalledWith('Internal failure');
  });

  it('HTTP 401: logs out, toasts and goes to the login page after one second', async () => {
    vi.useFakeTimers();
    const toast = vi
      .spyOn(feedback.message, 'error')
      .mockImplementation(() => Promise.resolve(true) as never);
    const confirm = vi.spyOn(feedback.modal, 'confirm');
    useSession.getState().login({ ...user, token: 'tok-expired' });
    fetchMock.mockResolvedValue(reply({ code: 401, msg: 'unauthorised' }, 401));

    const error = await rejection(request({ url: '/api/index/userInfo' }));
    expect(error).toMatchObject({ httpStatus: 401, shown: true });
    expect(useSession.getState().token).toBe('');
    expect(Cookies.get('token')).toBeUndefined();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ content: '无效的会话，或者会话已过期，请重新登录。' }),
    );
    expect(confirm).not.toHaveBeenCalled();

    vi.advanceTimersByTime(999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  describe('rejected without a message', () => {
    let shown: ReturnType<typeof vi.spyOn>[];
    beforeEach(() => {
      shown = [
        vi.spyOn(feedback.message, 'error'),
        vi.spyOn(feedback.notification, 'error'),
        vi.spyOn(feedback.modal, 'confirm'),
      ];
    });
    afterEach(() => {
      for (const spy of shown) expect(spy).not.toHaveBeenCalled();
    });

    it('other HTTP failures', async () => {
      fetchMock.mockResolvedValue(reply('<html>Bad Gateway</html>', 502));
      const error = await rejection(request({ url: '/api/index/banner' }));
      expect(error).toMatchObject({ message: '请求失败', httpStatus: 502, shown: false });
      expect(navigate).not.toHaveBeenCalled();
    });

    it('an HTTP 200 body that is not JSON', async () => {
      fetchMock.mockResolvedValue(reply('not json'));
      const error = await rejection(request({ url: '/api/index/banner' }));
      expect(error.message).toBe('请求失败');
    });

    it('network errors, in the current language', async () => {
      setLang('en');
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const error = await rejection(request({ url: '/api/index/banner' }));
      expect(error).toMatchObject({
        message: 'Request failed',
        shown: false,
        httpStatus: undefined,
      });
      expect(error.cause).toBeInstanceOf(TypeError);
    });

    it('a timeout after 30 seconds', async () => {
      vi.useFakeTimers();
      fetchMock.mockImplementation(
        (_input, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          }),
      );
      const settled = vi.fn();
      const pending = request({ url: '/api/index/productList' });
      pending.then(settled, settled);

      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      const error = await rejection(pending);
      expect(error.message).toBe('请求失败');
      expect(lastCall().init.signal?.aborted).toBe(true);
    });

    it('a cancellation by the caller', async () => {
      fetchMock.mockImplementation(
        (_input, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      );
      const controller = new AbortController();
      const pending = request({ url: '/api/index/productList', signal: controller.signal });
      controller.abort(new DOMException('Left the page', 'AbortError'));
      const error = await rejection(pending);
      expect(error.message).toBe('请求失败');
    });
  });
});
