import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionOutput } from '@atelier/contract';
import type { ActionName } from '@atelier/contract/routes';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi, type FakeHandler } from '@/shared/testing/fake-api';
import { QR_POLL_MS } from '../lib/qr-login-state';
import { renderAuth } from '../testing/render-auth';
import { LoginRoute } from './login';
import { userInfo } from '@/shared/testing/user-info';

const userinfo: ActionOutput<'login'>['userinfo'] = {
  ...userInfo({ id: 3, nickname: '林澈', mobile: '13912345678' }),
  token: 'token-1',
};

type Answers = { [K in ActionName]?: FakeHandler<K> };

/** Answers each action with its handler; an action without one never settles. */
function answer(answers: Answers) {
  fakeApi.holdUnanswered();
  for (const name of Object.keys(answers) as ActionName[]) {
    const handler = answers[name];
    if (handler) fakeApi.on(name, handler as FakeHandler<ActionName>);
  }
}

function setWidth(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: wide,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const renderLogin = (at = '/login') => renderAuth(<LoginRoute />, at);
const location = () => screen.getByTestId('location').textContent;

const submit = () => screen.getByRole('button', { name: /^登\s?录$/ });

/** The error message shown under the field labelled `label`, or null. */
function messageUnder(label: string): string | null {
  const field = screen.getByLabelText(label, { selector: 'input' });
  const item = field.closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;
}

const refusal = (message: string, field?: string) =>
  new RequestError(message, { code: 100, field });

beforeEach(() => {
  setLang('zh-cn');
  setWidth(false);
  answer({});
});

afterEach(() => {
  useSession.getState().logout();
  vi.useRealTimers();
});

describe('LoginRoute: password form', () => {
  it('says the session ended when the server ended it, until the customer signs in again', async () => {
    useSession.getState().end();
    answer({ login: () => ({ userinfo }) });
    renderLogin();
    expect(await screen.findByText('无效的会话，或者会话已过期，请重新登录。')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('用户名或手机号'), 'lin');
    await userEvent.type(screen.getByLabelText('密码'), 'Secret123');
    await userEvent.click(submit());
    await waitFor(() => expect(useSession.getState().ended).toBe(false));
  });

  it('says nothing of an ended session to a visitor who signed out or never signed in', () => {
    useSession.getState().end();
    useSession.getState().logout();
    renderLogin();
    expect(screen.queryByText('无效的会话，或者会话已过期，请重新登录。')).toBeNull();
  });

  it('asks for the user name and the password with the spec messages', async () => {
    renderLogin();
    await userEvent.click(submit());
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(fakeApi.calls).not.toHaveBeenCalledWith('login', expect.anything(), expect.anything());
  });

  it('names the account format when it is neither a user name nor a mobile number', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('用户名或手机号'), 'a!');
    await userEvent.type(screen.getByLabelText('密码'), 'whatever1');
    await userEvent.click(submit());
    expect(await screen.findByText('请输入正确的用户名或 11 位手机号')).toBeTruthy();
  });

  it('in English too', async () => {
    setLang('en');
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please input a user name')).toBeTruthy();
    expect(screen.getByText('Please input a password')).toBeTruthy();
  });

  it('signs in with remember-me and returns to the redirect', async () => {
    answer({ login: () => ({ userinfo }) });
    renderLogin('/login?redirect=%2Fcart');
    await userEvent.type(screen.getByLabelText('用户名或手机号'), ' lin ');
    await userEvent.type(screen.getByLabelText('密码'), 'Secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: '24 小时内自动登录' }));
    await userEvent.click(submit());

    await waitFor(() => expect(location()).toBe('/cart'));
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'login',
      { account: 'lin', password: 'Secret123', remember: true, scope: 'user' },
      { withToken: false, quietRefusal: true },
    );
    expect(useSession.getState().token).toBe('token-1');
    expect(useSession.getState().user?.nickname).toBe('林澈');
  });

  it('sends the administrator tab as scope admin', async () => {
    answer({ login: () => ({ userinfo: { ...userinfo, role: 'admin' } }) });
    renderLogin('/login?redirect=%2Fcart');
    await userEvent.click(screen.getByText('管理员'));
    expect(screen.queryByRole('tab', { name: '手机登录' })).toBeNull();
    await userEvent.type(screen.getByLabelText('用户名或手机号'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'Admin@12345');
    await userEvent.click(screen.getByRole('button', { name: '以管理员身份登录' }));

    await waitFor(() => expect(location()).toBe('/admin'));
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'login',
      expect.objectContaining({ scope: 'admin' }),
      { withToken: false, quietRefusal: true },
    );
  });

  it('stays on the form when the server refuses', async () => {
    fakeApi.refuse('login', new Error('refused'));
    renderLogin();
    await userEvent.type(screen.getByLabelText('用户名或手机号'), 'lin');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong1234');
    await userEvent.click(submit());
    await waitFor(() => expect(fakeApi.calls).toHaveBeenCalled());
    expect(location()).toBe('/login');
    expect(useSession.getState().token).toBe('');
  });
});

describe('LoginRoute: refusals in the form', () => {
  it('shows a wrong password under the password field, and clears it on editing', async () => {
    fakeApi.refuse('login', refusal('账号或密码错误', 'password'));
    renderLogin();
    await userEvent.type(screen.getByLabelText('用户名或手机号'), 'lin');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong1234');
    await userEvent.click(submit());

    await waitFor(() => expect(messageUnder('密码')).toBe('账号或密码错误'));
    expect(messageUnder('用户名或手机号')).toBeNull();
    expect(screen.getByLabelText('密码', { selector: 'input' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(document.querySelector('.ant-notification-notice')).toBeNull();

    await userEvent.type(screen.getByLabelText('密码'), '5');
    await waitFor(() => expect(messageUnder('密码')).toBeNull());
  });

  it('shows a refusal about the account under the account field, in English', async () => {
    setLang('en');
    fakeApi.refuse(
      'login',
      refusal('This account is not an administrator; please use the user tab', 'account'),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('User name or mobile'), 'lin');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() =>
      expect(messageUnder('User name or mobile')).toBe(
        'This account is not an administrator; please use the user tab',
      ),
    );
    expect(messageUnder('Password')).toBeNull();
  });

  it.each([
    ['手机号', 'mobile', '该手机号尚未注册'],
    ['短信验证码', 'captcha', '验证码错误，还可尝试 4 次'],
  ])('shows an SMS sign-in refusal under %s', async (label, field, message) => {
    fakeApi.refuse('mobileLogin', refusal(message, field));
    renderLogin();
    await userEvent.click(screen.getByRole('tab', { name: '手机登录' }));
    await userEvent.type(screen.getByLabelText('手机号'), '13912345678');
    await userEvent.type(screen.getByLabelText('短信验证码'), '123456');
    // The form checks each keystroke; the half-typed code's hint goes once the check of six
    // digits has run, which a busy machine can hold back.
    await waitFor(() => expect(messageUnder('短信验证码')).toBeNull());
    await userEvent.click(submit());

    await waitFor(() => expect(messageUnder(label)).toBe(message));
    const other = label === '手机号' ? '短信验证码' : '手机号';
    expect(messageUnder(other)).toBeNull();
  });
});

describe('LoginRoute: SMS form', () => {
  it('asks for the mobile and the code, then for a valid mobile', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('tab', { name: '手机登录' }));
    await userEvent.click(submit());
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入短信验证码')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('手机号'), '1234');
    expect(await screen.findByText('请输入正确的手机号（以 1 开头的 11 位数字）')).toBeTruthy();
  });
});

describe('LoginRoute: QR code', () => {
  it('polls every two seconds, shows the scan, and signs in once confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setWidth(true);
    const polls: ActionOutput<'qrLoginPoll'>[] = [
      { status: 'pending', userinfo: null },
      { status: 'scanned', userinfo: null },
      { status: 'confirmed', userinfo },
    ];
    answer({
      qrLoginCreate: () => ({ ticket: 't-1', secret: 's-1', expires_at: '2030-01-01T00:00:00Z' }),
      qrLoginPoll: () => {
        const next = polls.shift();
        if (!next) throw new Error('polled after the sign-in');
        return next;
      },
    });
    renderLogin();

    const panel = await screen.findByTestId('qr-login');
    await waitFor(() => expect(panel.dataset.state).toBe('pending'));
    expect(panel.dataset.ticket).toBe('t-1');
    expect(fakeApi.calls).not.toHaveBeenCalledWith(
      'qrLoginPoll',
      expect.anything(),
      expect.anything(),
    );

    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'qrLoginPoll',
      { ticket: 't-1', secret: 's-1' },
      expect.objectContaining({ withToken: false }),
    );
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    expect(panel.dataset.state).toBe('scanned');
    expect(screen.getByText('请在手机上确认')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    await waitFor(() => expect(location()).toBe('/myCenter'));
    expect(useSession.getState().token).toBe('token-1');
  });

  it('opens a fresh ticket by itself when the old one expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setWidth(true);
    let tickets = 0;
    answer({
      qrLoginCreate: () => {
        tickets += 1;
        return { ticket: `t-${tickets}`, secret: 's', expires_at: '2030-01-01T00:00:00Z' };
      },
      qrLoginPoll: () => ({ status: 'expired', userinfo: null }),
    });
    renderLogin();
    const panel = await screen.findByTestId('qr-login');
    await waitFor(() => expect(panel.dataset.ticket).toBe('t-1'));
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    await waitFor(() => expect(panel.dataset.ticket).toBe('t-2'));
  });

  it('offers a retry after the phone turns the sign-in down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setWidth(true);
    answer({
      qrLoginCreate: () => ({ ticket: 't-1', secret: 's', expires_at: '2030-01-01T00:00:00Z' }),
      qrLoginPoll: () => ({ status: 'rejected', userinfo: null }),
    });
    renderLogin();
    const panel = await screen.findByTestId('qr-login');
    await waitFor(() => expect(panel.dataset.state).toBe('pending'));
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    expect(panel.dataset.state).toBe('rejected');
    expect(screen.getByText('已在手机上取消登录')).toBeTruthy();

    // No more polling while rejected.
    const calls = fakeApi.calls.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS * 3));
    expect(fakeApi.calls.mock.calls.length).toBe(calls);

    fireEvent.click(screen.getByRole('button', { name: /重新获取二维码/ }));
    await waitFor(() => expect(panel.dataset.state).toBe('pending'));
  });
});
