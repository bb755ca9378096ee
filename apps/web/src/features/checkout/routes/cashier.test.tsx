import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { fakeApi } from '@/shared/testing/fake-api';
import { liveShopConfig } from '@/shared/testing/shop-config';
import { renderCheckout, shopConfig } from '../testing/render-checkout';
import { CashierRoute } from './cashier';

type Session = ActionOutput<'cashierInfo'>;

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

function session(patch: Partial<Session> = {}): Session {
  return {
    session_id: 'sess_0123456789abcdef',
    order_no: 'AT20260301100000001',
    shop_name: '艺术工坊',
    amount: '1358.00',
    status: 'pending',
    expires_at: inAnHour(),
    ...patch,
  };
}

function serve(
  info: Session | Error,
  submit?: ActionOutput<'cashierSubmit'> | Error,
  shop: ActionOutput<'shopConfig'> = shopConfig,
) {
  fakeApi.answer('shopConfig', shop);
  if (info instanceof Error) fakeApi.refuse('cashierInfo', info);
  else fakeApi.answer('cashierInfo', info);
  if (submit instanceof Error) fakeApi.refuse('cashierSubmit', submit);
  else if (submit) fakeApi.answer('cashierSubmit', submit);
}

const render = (at = '/cashier?session=sess_0123456789abcdef') =>
  renderCheckout(<CashierRoute />, at);

beforeEach(() => {
  setLang('zh-cn');
});

describe('CashierRoute', () => {
  it('shows the shop, the order and the amount, and pays', async () => {
    serve(session(), { status: 'paid', order_id: 41 });
    render();

    expect(await screen.findByText('付款给 艺术工坊')).toBeTruthy();
    expect(screen.getByText('¥1,358.00')).toBeTruthy();
    expect(screen.getByText('AT20260301100000001')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(1:00:00|59:5\d)$/);
    await userEvent.click(screen.getByRole('button', { name: '确认支付 ¥1,358.00' }));

    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(
      screen.getByText(
        '艺术工坊 已收到订单 AT20260301100000001 的付款 ¥1,358.00，您可以关闭本页。',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回商城' }).getAttribute('href')).toBe(
      '/paySuccess?id=41',
    );
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'cashierSubmit',
      { session_id: 'sess_0123456789abcdef', outcome: 'paid' },
      expect.objectContaining({ quietRefusal: true }),
    );
  });

  it('can make the payment fail, and sends the customer back to pay again', async () => {
    serve(session(), { status: 'failed', order_id: 41 });
    render();
    await userEvent.click(await screen.findByRole('button', { name: '模拟支付失败' }));
    expect(await screen.findByRole('heading', { name: '支付失败' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回商城' }).getAttribute('href')).toBe('/pay?id=41');
  });

  it('explains a session that is closed already', async () => {
    serve(session({ status: 'paid' }));
    render();
    expect(await screen.findByRole('heading', { name: '该支付已结束' })).toBeTruthy();
    expect(
      screen.getByText('订单 AT20260301100000001 已付款：¥1,358.00，收款方 艺术工坊。'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /确认支付/ })).toBeNull();
  });

  it('explains an expired session', async () => {
    serve(session({ expires_at: new Date(Date.now() - 1000).toISOString() }));
    render();
    expect(await screen.findByRole('heading', { name: '支付已过期' })).toBeTruthy();
  });

  it('shows the refusal when the session closed meanwhile', async () => {
    serve(session(), new RequestError('该支付单已结束（已支付）', { code: 100 }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: '确认支付 ¥1,358.00' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('该支付单已结束（已支付）'),
    );
  });

  it('shows the server’s “not found” for a session that is not the buyer’s, and the way back', async () => {
    serve(new RequestError('该支付单不存在', { code: 100 }));
    render();
    expect(await screen.findByRole('heading', { name: '该支付单不存在' })).toBeTruthy();
    expect(
      screen.getByText('链接可能有误，或属于其他账号。请从商城的订单页重新打开收银台。'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看我的订单' }).getAttribute('href')).toBe(
      '/myOrder',
    );
    expect(screen.queryByRole('button', { name: /确认支付/ })).toBeNull();
  });

  it('explains a malformed session without asking the server', async () => {
    serve(session());
    render('/cashier?session=%3Cscript%3E');
    expect(await screen.findByRole('heading', { name: '支付单不存在' })).toBeTruthy();
    expect(fakeApi.calls).not.toHaveBeenCalledWith(
      'cashierInfo',
      expect.anything(),
      expect.anything(),
    );
  });

  it('says the payment is a test while the gateway moves no money, in either language', async () => {
    serve(session());
    render();
    const notice = await screen.findByRole('note', { name: '测试支付' });
    expect(notice.textContent).toContain('本店目前的在线支付均为测试，不会产生任何真实扣款。');

    setLang('en');
    expect(await screen.findByRole('note', { name: 'Test payments' })).toBeTruthy();
  });

  it('says nothing of tests when the gateway takes real money', async () => {
    serve(session(), undefined, liveShopConfig);
    const { client } = render();
    await screen.findByText('付款给 艺术工坊');
    await waitFor(() =>
      expect(client.getQueryState(['shopConfig', 'zh-cn'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});
