import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionOutput } from '@atelier/contract';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { passClickGuard, useGuardClock } from '@/shared/testing/click-guard';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoute } from '@/shared/testing/render-route';
import { userInfo } from '@/shared/testing/user-info';
import { AccountCancelRoute } from './account-cancel';

const customer = userInfo({ id: 12, mobile: '13912345678' });

const info: ActionOutput<'accountCancelInfo'> = {
  cooling_off_days: 15,
  points: 320,
  groups: [
    { id: 1, name: '像素艺术小组' },
    { id: 2, name: '版画研究会' },
  ],
  serials: 2,
  favourites: 4,
  follows: 1,
  applications: 1,
  blocking_orders: [],
};

const renderPage = () => renderRoute(<AccountCancelRoute />, '/accountCancel');

beforeEach(() => {
  setLang('zh-cn');
  useSession.getState().login({ ...customer, token: 'tok-12' }, false);
  fakeApi.holdUnanswered();
  fakeApi.answer('userInfo', customer);
});

afterEach(() => {
  useSession.getState().logout();
  vi.useRealTimers();
});

describe('AccountCancelRoute', () => {
  it('lists what is lost, then cancels with the code and signs the customer out', async () => {
    useGuardClock();
    fakeApi.answer('accountCancelInfo', info);
    fakeApi.answer('accountCancel', { erase_after: '2026-12-12T10:00:00.000Z' });
    renderPage();

    expect(await screen.findByText('320 分')).toBeTruthy();
    expect(screen.getByText('像素艺术小组 · 版画研究会')).toBeTruthy();
    expect(within(screen.getByTestId('lost-serials')).getByText(/2 个/)).toBeTruthy();
    expect(screen.getByText(/15 天的冷静期/)).toBeTruthy();
    expect(screen.getByText('139****5678')).toBeTruthy();

    // Neither the code nor the acknowledgement may be skipped.
    await userEvent.click(screen.getByRole('button', { name: '注销账号' }));
    expect(await screen.findByText('请输入 6 位数字验证码')).toBeTruthy();
    expect(screen.getByText('请先确认您已了解注销的后果')).toBeTruthy();
    expect(fakeApi.inputsOf('accountCancel')).toEqual([]);
    passClickGuard();

    await userEvent.type(screen.getByLabelText('短信验证码', { selector: 'input' }), '246810');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '注销账号' }));

    expect(await screen.findByRole('heading', { name: '账号已注销' })).toBeTruthy();
    expect(fakeApi.inputsOf('accountCancel')).toEqual([{ captcha: '246810' }]);
    expect(useSession.getState().token).toBe('');
    expect(screen.getByText(/恢复账号/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录并恢复' }).getAttribute('href')).toBe('/login');
  });

  it('names the orders that stop it, each linked, and offers no confirmation', async () => {
    fakeApi.answer('accountCancelInfo', {
      ...info,
      blocking_orders: [
        { id: 41, order_no: 'A2026110001', status: 'unpaid' },
        { id: 42, order_no: 'A2026110002', status: 'undelivered' },
        { id: 43, order_no: 'A2026110003', status: 'unreceived' },
      ],
    });
    renderPage();

    expect(await screen.findByText('还有订单未完成，暂时不能注销')).toBeTruthy();
    const link = screen.getByRole('link', { name: '订单 A2026110003' });
    expect(link.getAttribute('href')).toBe('/orderDetail?id=43');
    expect(screen.getByText('待付款')).toBeTruthy();
    expect(screen.getByText('待发货')).toBeTruthy();
    expect(screen.getByText('待收货')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '注销账号' })).toBeNull();
  });

  it('shows a wrong code under the field and another refusal above the button, in English', async () => {
    setLang('en');
    useGuardClock();
    fakeApi.answer('accountCancelInfo', info);
    let answer = 0;
    fakeApi.on('accountCancel', () => {
      answer += 1;
      throw answer === 1
        ? new RequestError('Wrong code; 4 tries left', { code: 100, field: 'captcha' })
        : new RequestError('These orders are not finished yet: A1', { code: 100 });
    });
    renderPage();

    await userEvent.type(await screen.findByLabelText('SMS code', { selector: 'input' }), '111111');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my account' }));
    expect(await screen.findByText('Wrong code; 4 tries left')).toBeTruthy();
    passClickGuard();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel my account' }));
    expect(await screen.findByText('These orders are not finished yet: A1')).toBeTruthy();
    expect(useSession.getState().token).toBe('tok-12');
    await waitFor(() =>
      expect(fakeApi.calls.mock.calls.filter(([name]) => name === 'accountCancelInfo').length).toBe(
        3,
      ),
    );
  });
});
