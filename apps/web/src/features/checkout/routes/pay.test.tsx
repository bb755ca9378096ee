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
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

/** A phone as the page tells one: by the viewport, as the layout does. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 767px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** WeChat's own browser on Android, as its user agent reads. */
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240105.004; wv) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 ' +
  'MMWEBSDK/20240301 MMWEBID/1234 MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64 ' +
  'Weixin NetType/WIFI Language/zh_CN ABI/arm64';

function inWechat() {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
}

const wechatAndAlipay = shopConfigWith({
  payment: { gateway: 'wechat', gateways: ['wechat', 'alipay'], test_mode: false },
});

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

  it('inside WeChat on a phone, keeps both gateways but says how to pay instead of opening a page that fails', async () => {
    onPhone();
    inWechat();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    serve({ reminds: [remind()], shop: wechatAndAlipay });
    render();

    const methods = await screen.findByRole('radiogroup', { name: '选择支付方式' });
    const wechat = await within(methods).findByRole('radio', { name: /^微信支付/ });
    const alipay = within(methods).getByRole('radio', { name: /^支付宝/ });
    expect(wechat.closest('label')?.textContent).toContain(
      '微信内无法使用，请在浏览器中打开本页。',
    );
    expect(alipay.closest('label')?.textContent).toContain(
      '微信内无法使用，请在浏览器中打开本页。',
    );

    // WeChat Pay, chosen first: open the page in the phone's browser, or pay on a computer.
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('请在手机浏览器中打开本页');
    expect(notice.textContent).toContain(
      '在微信内打开的网页无法发起微信支付。请点右上角「···」，选择「在浏览器打开」后付款；或在同一菜单中「复制链接」，在电脑上打开本页，用微信扫码付款。',
    );
    const payNow = screen.getByRole('button', { name: '立即支付' }) as HTMLButtonElement;
    expect(payNow.disabled).toBe(true);

    await user().click(alipay);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        '微信内无法使用支付宝。请点右上角「···」，选择「在浏览器打开」，再用支付宝付款。',
      ),
    );
    expect(payNow.disabled).toBe(true);
    await user().click(payNow);
    expect(calls('orderPay')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
    // Cancelling stays possible.
    expect((screen.getByRole('button', { name: '取消订单' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says what to do inside WeChat in English too', async () => {
    setLang('en');
    onPhone();
    inWechat();
    serve({ reminds: [remind()], shop: wechatAndAlipay });
    render();

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain("Open this page in your phone's browser");
    expect(notice.textContent).toContain(
      'WeChat Pay cannot be started from a page opened inside WeChat. Tap ··· at the top right and choose “Open in Browser” to pay there; or copy the link from the same menu, open it on a computer and scan its QR code with WeChat.',
    );
    await user().click(screen.getByRole('radio', { name: /^Alipay/ }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Alipay cannot be used inside WeChat. Tap ··· at the top right, choose “Open in Browser”, and pay with Alipay there.',
      ),
    );
    expect((screen.getByRole('button', { name: 'Pay now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('inside WeChat on a wide screen, shows WeChat Pay’s QR code to scan, with no link a browser cannot open', async () => {
    inWechat();
    const code = 'weixin://wxpay/bizpayurl?pr=wxsess0123456789';
    serve({
      reminds: [remind()],
      shop: wechatAndAlipay,
      pay: {
        order_id: 41,
        status: 'unpaid',
        payment: { ...session, gateway: 'wechat', cashier_url: code },
      },
    });
    render();
    const wechat = await screen.findByRole('radio', { name: /^微信支付/ });
    expect(wechat.closest('label')?.textContent).toContain('用微信扫描二维码付款。');
    expect(screen.queryByRole('alert')).toBeNull();
    await user().click(screen.getByRole('button', { name: '立即支付' }));

    expect(await screen.findByRole('img', { name: '收银台二维码' })).toBeTruthy();
    expect(screen.getByText('请用微信扫码')).toBeTruthy();
    expect(screen.getByText('¥1,358.00', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '打开收银台' })).toBeNull();
    expect(screen.queryByRole('link', { name: /在新标签页打开/ })).toBeNull();
    expect(calls('orderPay')[0]?.[1]).toEqual({
      order_id: 41,
      method: 'wechat',
      device: 'desktop',
    });
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
