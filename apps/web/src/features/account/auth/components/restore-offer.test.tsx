import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionOutput } from '@atelier/contract';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { clickThrice, passClickGuard, useGuardClock } from '@/shared/testing/click-guard';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { userInfo } from '@/shared/testing/user-info';
import { LoginRoute } from '../routes/login';
import { renderAuth } from '../testing/render-auth';
import { RestoreOffer } from './restore-offer';

const userinfo: ActionOutput<'login'>['userinfo'] = {
  ...userInfo({ id: 8, nickname: '林澈', mobile: '13912345678' }),
  token: 'token-restored',
};

const pending = (message: string) => new RequestError(message, { code: 100, field: 'restore' });

/** A cancelled account's sign-in: refused until it asks to restore the account. */
function refusedUnlessRestoring(message: string) {
  return (input: { restore?: boolean | string }) => {
    if (input.restore !== true) throw pending(message);
    return { userinfo };
  };
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  setLang('zh-cn');
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  fakeApi.holdUnanswered();
});

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().logout();
});

describe('signing in to a cancelled account', () => {
  it('offers to restore it, and restoring repeats the password sign-in with restore', async () => {
    const message = '该账号已申请注销，将于 2026-12-12 删除全部个人信息。如需继续使用，请恢复账号';
    fakeApi.on('login', refusedUnlessRestoring(message));
    renderAuth(<LoginRoute />, '/login');
    await userEvent.type(screen.getByLabelText('用户名或手机号'), 'lin');
    await userEvent.type(screen.getByLabelText('密码'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: /^登\s?录$/ }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(useSession.getState().token).toBe('');
    expect(location()).toBe('/login');
    // The refusal is an offer, not a wrong password.
    expect(document.querySelector('.ant-form-item-explain-error')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /恢复账号/ }));
    await waitFor(() => expect(location()).toBe('/myCenter'));
    expect(fakeApi.inputsOf('login')).toEqual([
      { account: 'lin', password: 'Secret123', remember: false, scope: 'user' },
      { account: 'lin', password: 'Secret123', remember: false, scope: 'user', restore: true },
    ]);
    expect(useSession.getState().token).toBe('token-restored');
    expect(await screen.findByText('账号已恢复，注销申请已撤销')).toBeTruthy();
  });

  it('restores through the SMS form with the same code, in English', async () => {
    setLang('en');
    const message =
      'This account was cancelled: its personal data will be erased on 2026-12-12. Restore the account to keep using it';
    fakeApi.on('mobileLogin', refusedUnlessRestoring(message));
    renderAuth(<LoginRoute />, '/login');
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    await userEvent.type(screen.getByLabelText('Mobile'), '13912345678');
    await userEvent.type(screen.getByLabelText('SMS code', { selector: 'input' }), '123456');
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText(message)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Restore my account/ }));
    await waitFor(() => expect(location()).toBe('/myCenter'));
    expect(fakeApi.inputsOf('mobileLogin')).toEqual([
      { mobile: '13912345678', captcha: '123456', remember: false },
      { mobile: '13912345678', captcha: '123456', remember: false, restore: true },
    ]);
  });

  it('withdraws the offer once the form is edited', async () => {
    fakeApi.on('login', refusedUnlessRestoring('该账号已申请注销'));
    renderAuth(<LoginRoute />, '/login');
    await userEvent.type(screen.getByLabelText('用户名或手机号'), 'lin');
    await userEvent.type(screen.getByLabelText('密码'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: /^登\s?录$/ }));
    expect(await screen.findByText('该账号已申请注销')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('用户名或手机号'), 'x');
    await waitFor(() => expect(screen.queryByRole('button', { name: /恢复账号/ })).toBeNull());
  });
});

describe('the restore offer', () => {
  it('asks to restore once for three quick clicks, for two seconds', async () => {
    const restore = vi.fn();
    renderWithApp(<RestoreOffer message="该账号已申请注销" pending={false} onRestore={restore} />);
    const button = screen.getByRole('button', { name: /恢复账号/ });
    useGuardClock();
    await clickThrice(button);
    expect(restore).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    passClickGuard();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(restore).toHaveBeenCalledTimes(1);
  });
});
