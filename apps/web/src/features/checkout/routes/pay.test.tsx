import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import type { ActionName } from '@atelier/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { clickThrice, passClickGuard } from '@/shared/testing/click-guard';
import { fakeApi } from '@/shared/testing/fake-api';
import { liveShopConfig, shopConfigWith } from '@/shared/testing/shop-config';
import { order, renderCheckout, shopConfig } from '../testing/render-checkout';
import { PayRoute } from './pay';

type Remind = ActionOutput<'payRemind'>;
type OrderStatus = Remind['status'];

function remind(patch: Partial<Remind> = {}): Remind {
  return {
    order_id: 41,
    order_no: 'AT20260301100000001',
    type: 'art',
    status: 'unpaid',
    total_amount: '1358.00',
    total_score: 0,
    pay_deadline: '2026-03-01T10:30:00.000+08:00',
    seconds_left: 1799,
    usable_score: 5000,
    ...patch,
  };
}

const session = {
  session_id: 'sess_0123456789abcdef',
  gateway: 'sandbox',
  amount: '1358.00',
  status: 'pending' as const,
  cashier_url: '/cashier?session=sess_0123456789abcdef',
  expires_at: '2026-03-01T10:30:00.000+08:00',
};

interface Server {
  reminds: Remind[];
  pay?: ActionOutput<'orderPay'> | Error;
  /** The order's status as each read finds it. */
  orderStatuses?: () => OrderStatus;
  cancelReason?: 'buyer' | 'timeout';
  shop?: ActionOutput<'shopConfig'>;
}

function serve({
  reminds,
  pay,
  orderStatuses = () => 'unpaid',
  cancelReason = 'buyer',
  shop = shopConfig,
}: Server) {
  let remindReads = 0;
  fakeApi.on('payRemind', () => reminds[Math.min(remindReads++, reminds.length - 1)] as Remind);
  fakeApi.on('orderPay', () => {
    if (!pay) throw new Error('no pay');
    if (pay instanceof Error) throw pay;
    return pay;
  });
  fakeApi.answer('orderCancel', { id: 41, status: 'canceled', refunded: false });
  fakeApi.on('orderInfo', () => {
    const status = orderStatuses();
    return order({ status, cancel_reason: status === 'canceled' ? cancelReason : null });
  });
  fakeApi.answer('cashierInfo', { ...session, order_no: 'AT1', shop_name: '艺术工坊' });
  fakeApi.answer('shopConfig', shop);
}

const calls = (action: ActionName) => fakeApi.calls.mock.calls.filter(([name]) => name === action);
const render = (at = '/pay?id=41') => renderCheckout(<PayRoute />, at);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setLang('zh-cn');
  useSession.setState({ token: 'tok-pay' });
});

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().logout();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('PayRoute', () => {
  it('counts down to the deadline every second, in mm:ss', async () => {
    serve({ reminds: [remind()] });
    render();

    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('29:59');
    expect(screen.getByText('¥1,358.00')).toBeTruthy();
    expect(screen.getByText('订单号 AT20260301100000001')).toBeTruthy();
    const brief = await screen.findByRole('region', { name: '订单内容' });
    expect(brief.textContent).toContain('星夜回响 No.7× 1');
    expect(brief.textContent).toContain('林小满 13800000002');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer.textContent).toBe('29:58');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(timer.textContent).toBe('28:58');
  });

  it('shows the order cancelled when the countdown reaches zero, and the way back to it', async () => {
    serve({
      reminds: [remind({ seconds_left: 3 }), remind({ status: 'canceled', seconds_left: 0 })],
      orderStatuses: () => 'canceled',
      cancelReason: 'timeout',
    });
    render();

    expect((await screen.findByRole('timer')).textContent).toBe('00:03');
    await act(() => vi.advanceTimersByTimeAsync(3000));

    expect(await screen.findByRole('heading', { name: '订单已取消' })).toBeTruthy();
    expect(
      screen.getByText('已超过支付截止时间，订单 AT20260301100000001 已自动取消，商品已重新上架。'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(
      '/orderDetail?id=41',
    );
    expect(screen.queryByRole('button', { name: '立即支付' })).toBeNull();
    await waitFor(() => expect(calls('payRemind').length).toBeGreaterThanOrEqual(2));
  });

  it('pays a points order with points and moves on to the success page', async () => {
    serve({
      reminds: [remind({ type: 'points', total_amount: '0.00', total_score: 2400 })],
      pay: { order_id: 41, status: 'undelivered', payment: null },
    });
    render();

    expect(await screen.findByText('2,400 积分')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /积分支付/ })).toBeTruthy();
    expect(screen.getByText('可用积分：5,000 积分')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '立即支付' }));

    await waitFor(() => expect(location()).toBe('/paySuccess?id=41'));
    expect(calls('orderPay')[0]?.[1]).toEqual({
      order_id: 41,
      method: 'score',
      device: 'desktop',
    });
  });

  it('blocks a points payment the balance does not cover, with the spec’s message', async () => {
    serve({
      reminds: [
        remind({ type: 'points', total_amount: '0.00', total_score: 2400, usable_score: 800 }),
      ],
    });
    render();

    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('积分不足');
    expect((screen.getByRole('button', { name: '立即支付' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the server’s refusal of a points payment', async () => {
    serve({
      reminds: [remind({ type: 'points', total_amount: '0.00', total_score: 2400 })],
      pay: new RequestError('积分不足', { code: 100 }),
    });
    render();
    await user().click(await screen.findByRole('button', { name: '立即支付' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('支付未成功');
    expect(alert.textContent).toContain('积分不足');
    expect(location()).toBe('/pay?id=41');
  });

  it('pays once for three quick clicks, the button disabled for two seconds', async () => {
    serve({
      reminds: [remind({ type: 'points', total_amount: '0.00', total_score: 2400 })],
      pay: new RequestError('积分不足', { code: 100 }),
    });
    render();
    const payNow = (await screen.findByRole('button', { name: '立即支付' })) as HTMLButtonElement;

    await clickThrice(payNow);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls('orderPay')).toHaveLength(1);
    expect(payNow.disabled).toBe(true);
    passClickGuard();
    expect(payNow.disabled).toBe(false);
  });

  it('asks once and cancels once for three quick clicks on cancel', async () => {
    serve({ reminds: [remind()] });
    render();
    const cancel = (await screen.findByRole('button', { name: '取消订单' })) as HTMLButtonElement;

    await clickThrice(cancel);
    expect(cancel.disabled).toBe(true);
    const dialogs = await screen.findAllByRole('dialog');
    expect(dialogs).toHaveLength(1);
    await user().click(within(dialogs[0] as HTMLElement).getByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(calls('orderCancel')).toHaveLength(1));
  });

  it('offers the shop’s gateways in its order, and shows the chosen one’s QR code', async () => {
    const wechatAndAlipay = shopConfigWith({
      payment: { gateway: 'wechat', gateways: ['wechat', 'alipay'], test_mode: false },
    });
    const qr = 'https://qr.alipay.com/bax08431bqkc2bpsrwkg0043';
    serve({
      reminds: [remind()],
      shop: wechatAndAlipay,
      pay: {
        order_id: 41,
        status: 'unpaid',
        payment: { ...session, gateway: 'alipay', cashier_url: qr },
      },
    });
    render();

    const methods = await screen.findByRole('radiogroup', { name: '选择支付方式' });
    await waitFor(() =>
      expect(
        within(methods)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['wechat', 'alipay']),
    );
    expect(within(methods).getByRole('radio', { name: /微信支付/ })).toHaveProperty(
      'checked',
      true,
    );
    await user().click(within(methods).getByRole('radio', { name: /支付宝/ }));
    await user().click(screen.getByRole('button', { name: '立即支付' }));

    const open = await screen.findByRole('link', { name: '打开收银台' });
    expect(open.getAttribute('href')).toBe(qr);
    expect(calls('orderPay')[0]?.[1]).toEqual({
      order_id: 41,
      method: 'alipay',
      device: 'desktop',
    });
    // No test-payment label beside a gateway that moves money.
    expect(screen.queryByText(/测试支付/)).toBeNull();
  });

  it('sends a phone to the provider’s own page instead of showing a QR code', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const page = 'https://openapi.alipay.com/gateway.do?method=alipay.trade.wap.pay&sign=x';
    serve({
      reminds: [remind()],
      shop: shopConfigWith({
        payment: { gateway: 'alipay', gateways: ['alipay'], test_mode: false },
      }),
      pay: {
        order_id: 41,
        status: 'unpaid',
        payment: { ...session, gateway: 'alipay', cashier_url: page },
      },
    });
    render();
    await screen.findByRole('radio', { name: /支付宝/ });
    expect(screen.getByText('将前往支付宝页面付款，完成后自动回到本店。')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '立即支付' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(page));
    expect(calls('orderPay')[0]?.[1]).toEqual({ order_id: 41, method: 'alipay', device: 'phone' });
    expect(screen.queryByRole('link', { name: '打开收银台' })).toBeNull();
    assign.mockRestore();
    vi.unstubAllGlobals();
  });

  it('opens a cash session: the cashier links, then polls the order every 2 s until it is paid', async () => {
    let paid = false;
    serve({
      reminds: [remind()],
      pay: { order_id: 41, status: 'unpaid', payment: session },
      orderStatuses: () => (paid ? 'undelivered' : 'unpaid'),
    });
    render();
    expect(screen.queryByRole('link', { name: '打开收银台' })).toBeNull();
    await user().click(await screen.findByRole('button', { name: '立即支付' }));

    const open = await screen.findByRole('link', { name: '打开收银台' });
    expect(open.getAttribute('href')).toBe('/cashier?session=sess_0123456789abcdef');
    const newTab = screen.getByRole('link', { name: /在新标签页打开/ });
    expect(newTab.getAttribute('href')).toBe(
      `${window.location.origin}/cashier?session=sess_0123456789abcdef`,
    );
    expect(newTab.getAttribute('target')).toBe('_blank');
    expect(calls('orderPay')[0]?.[1]).toEqual({
      order_id: 41,
      method: 'sandbox',
      device: 'desktop',
    });
    expect(screen.getByText('等待支付结果…支付完成后本页会自动跳转。')).toBeTruthy();

    // Still unpaid: read again every 2 s, and the page stays.
    await act(() => vi.advanceTimersByTimeAsync(100));
    const reads = calls('orderInfo').length;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls('orderInfo')).toHaveLength(reads + 1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls('orderInfo')).toHaveLength(reads + 2);
    expect(location()).toBe('/pay?id=41');

    // Paid at the cashier: the next read moves the page on.
    paid = true;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(location()).toBe('/paySuccess?id=41'));
  });

  it('says an art order’s payment is a test while the gateway moves no money', async () => {
    serve({ reminds: [remind()] });
    render();
    const notice = await screen.findByRole('note', { name: '测试支付' });
    expect(notice.textContent).toContain('本店目前的在线支付均为测试，不会产生任何真实扣款。');
    const cash = screen.getByRole('radio', { name: /支付宝 \/ 微信支付/ });
    expect(cash.closest('label')?.textContent).toContain('支付宝 / 微信支付测试支付，不会扣款');
  });

  it('labels the cash method a test in English too', async () => {
    setLang('en');
    serve({ reminds: [remind()] });
    render();
    const cash = await screen.findByRole('radio', { name: /Alipay \/ WeChat Pay/ });
    await waitFor(() =>
      expect(cash.closest('label')?.textContent).toContain(
        'Alipay / WeChat PayTest payment, no money is taken',
      ),
    );
  });

  it('says nothing of tests with a live gateway, nor for a points order', async () => {
    serve({ reminds: [remind()], shop: liveShopConfig });
    const live = render();
    await screen.findByRole('button', { name: '立即支付' });
    await waitFor(() =>
      expect(live.client.getQueryState(['shopConfig', 'zh-cn'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('note', { name: '测试支付' })).toBeNull();
    expect(screen.getByRole('radio', { name: /支付宝 \/ 微信支付/ })).toBeTruthy();
    expect(screen.queryByText('测试支付，不会扣款')).toBeNull();
    live.unmount();

    serve({ reminds: [remind({ type: 'points', total_amount: '0.00', total_score: 2400 })] });
    render();
    const brief = await screen.findByRole('region', { name: '订单内容' });
    await waitFor(() => expect(brief.textContent).toContain('林小满'));
    expect(screen.queryByRole('note', { name: '测试支付' })).toBeNull();
  });

  it('cancels the order after asking', async () => {
    serve({
      reminds: [remind(), remind({ status: 'canceled', seconds_left: 1790 })],
      orderStatuses: () => 'canceled',
    });
    render();
    await user().click(await screen.findByRole('button', { name: '取消订单' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定取消该订单吗？');
    expect(dialog.textContent).toContain('商品将重新上架，订单取消后无法再支付。');
    expect(calls('orderCancel')).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: '取消订单' }));

    await waitFor(() => expect(calls('orderCancel')).toHaveLength(1));
    expect(calls('orderCancel')[0]?.[1]).toEqual({ id: 41 });
    expect(await screen.findByRole('heading', { name: '订单已取消' })).toBeTruthy();
    expect(screen.getByText('订单 AT20260301100000001 已取消，无法再支付。')).toBeTruthy();
  });

  it('shows a designed not-found for an unknown order', async () => {
    // Every other read is refused by the fake as well.
    fakeApi.refuse('payRemind', new RequestError('该订单不存在', { code: 100 }));
    render('/pay?id=999');
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });
});
