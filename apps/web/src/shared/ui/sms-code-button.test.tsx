import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../api/request-error';
import { setLang } from '../i18n/i18n';
import { fakeApi } from '../testing/fake-api';
import { renderWithApp as renderInApp } from '../testing/render-with-app';
import { SmsCodeButton } from './sms-code-button';

const send = fakeApi.calls;

/** The button sends through useAction, which needs the app's query client. */
const renderWithApp = (ui: ReactNode) =>
  renderInApp(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
const button = () => screen.getByRole<HTMLButtonElement>('button');

/** Lets the mocked call settle and React commit what follows it. */
async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  setLang('zh-cn');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SmsCodeButton', () => {
  it('sends the code for the event and counts 60 seconds down before another', async () => {
    fakeApi.answer('send', { cooldown: 60, expires_in: 300 });
    const onSent = vi.fn();
    renderWithApp(<SmsCodeButton mobile=" 13912345678 " event="register" onSent={onSent} />);
    expect(button().textContent).toBe('获取验证码');

    fireEvent.click(button());
    await settle();
    expect(send).toHaveBeenCalledWith('send', { mobile: '13912345678', event: 'register' });
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('重新发送(60s)');
    expect(button().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('重新发送(59s)');

    act(() => vi.advanceTimersByTime(58_000));
    expect(button().textContent).toBe('重新发送(1s)');
    expect(button().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('获取验证码');
    expect(button().disabled).toBe(false);
  });

  it('counts down in English', async () => {
    setLang('en');
    fakeApi.answer('send', { cooldown: 60, expires_in: 300 });
    renderWithApp(<SmsCodeButton mobile="13912345678" event="mobilelogin" />);
    fireEvent.click(button());
    await settle();
    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Resend in 59 s');
  });

  it('ignores a second click within two seconds', async () => {
    let resolve: (value: { cooldown: number; expires_in: number }) => void = () => undefined;
    fakeApi.on(
      'send',
      () =>
        new Promise((done) => {
          resolve = done;
        }),
    );
    renderWithApp(<SmsCodeButton mobile="13912345678" event="register" />);

    fireEvent.click(button());
    fireEvent.click(button());
    expect(send).toHaveBeenCalledTimes(1);
    expect(button().disabled).toBe(true);
    resolve({ cooldown: 60, expires_in: 300 });
    await settle();
  });

  it('starts no countdown when the server refuses, and may be clicked again after the guard', async () => {
    fakeApi.refuse('send', new RequestError('请 42 秒后再试', { code: 100, shown: true }));
    const onSent = vi.fn();
    renderWithApp(<SmsCodeButton mobile="13912345678" event="register" onSent={onSent} />);

    fireEvent.click(button());
    await settle();
    expect(onSent).not.toHaveBeenCalled();
    expect(button().textContent).toBe('获取验证码');

    act(() => vi.advanceTimersByTime(2000));
    expect(button().disabled).toBe(false);
    fireEvent.click(button());
    expect(send).toHaveBeenCalledTimes(2);
    await settle();
  });

  it('asks for the phone number before sending, then for a valid one', async () => {
    vi.useRealTimers();
    const first = renderWithApp(<SmsCodeButton mobile="" event="register" />);
    fireEvent.click(button());
    expect(await screen.findByText('手机号不能为空')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    first.unmount();

    renderWithApp(<SmsCodeButton mobile="12345" event="register" />);
    fireEvent.click(button());
    expect(await screen.findByText('请输入正确的手机号（以 1 开头的 11 位数字）')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('stays disabled when the caller disables it', () => {
    renderWithApp(<SmsCodeButton mobile="13912345678" event="register" disabled />);
    expect(button().disabled).toBe(true);
  });
});
