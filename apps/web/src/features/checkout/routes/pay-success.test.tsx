import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { liveShopConfig, shopConfigWith } from '@/shared/testing/shop-config';
import { order, renderCheckout, shopConfig, type Order } from '../testing/render-checkout';
import { CONFIRMING_MS, LATE_POLL_MS, PaySuccessRoute } from './pay-success';

function serve(info: Order, shop = shopConfig) {
  fakeApi.answer('orderInfo', info);
  fakeApi.answer('shopConfig', shop);
}

/** The "paid with" line as it reads. */
const paidWith = () =>
  screen.getByText('支付方式', { selector: 'dt' }).nextElementSibling?.textContent;

const render = () => renderCheckout(<PaySuccessRoute />, '/paySuccess?id=41');

/** The live shop, whose gateways take real money. */
const wechatAndAlipay = shopConfigWith({
  payment: { gateway: 'wechat', gateways: ['wechat', 'alipay'], test_mode: false },
});

/** Back from a provider: the order unpaid until `pay()`, then paid by `method`. */
function serveUntilPaid(method: 'wechat' | 'alipay') {
  let paid = false;
  fakeApi.on('orderInfo', () =>
    paid
      ? order({ pay_method: method })
      : order({ status: 'unpaid', pay_method: null, paid_amount: '0.00', paid_at: null }),
  );
  fakeApi.answer('shopConfig', wechatAndAlipay);
  return {
    pay: () => {
      paid = true;
    },
  };
}

const reads = () => fakeApi.calls.mock.calls.filter(([name]) => name === 'orderInfo').length;

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-success' });
});

afterEach(() => {
  useSession.getState().logout();
});

describe('PaySuccessRoute', () => {
  it('shows what was paid, what happens next, and the ways on', async () => {
    serve(order());
    render();
    expect(await screen.findByRole('heading', { name: '感谢购买，订单已支付' })).toBeTruthy();
    expect(screen.getByText('¥1,358.00')).toBeTruthy();
    expect(screen.getByText('AT20260301100000001')).toBeTruthy();
    await waitFor(() => expect(paidWith()).toBe('支付宝 / 微信支付测试支付，不会扣款'));
    expect(screen.getByText('工作室将在 3 天内打包发货。')).toBeTruthy();
    expect(
      await screen.findByText('收到包裹后请确认收货；发货 10 天后系统将自动确认。'),
    ).toBeTruthy();
    expect(screen.getByText('订单完成后可得 1,358 积分。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(
      '/orderDetail?id=41',
    );
    expect(screen.getByRole('link', { name: '继续购物' }).getAttribute('href')).toBe('/GLOBALSHOP');
    expect((await screen.findByRole('note', { name: '测试支付' })).textContent).toContain(
      '本店目前的在线支付均为测试，不会产生任何真实扣款。',
    );
  });

  it('names the cash method without a test label when the gateway takes money', async () => {
    serve(order(), liveShopConfig);
    const live = render();
    expect(await screen.findByRole('heading', { name: '感谢购买，订单已支付' })).toBeTruthy();
    await waitFor(() =>
      expect(live.client.getQueryState(['shopConfig', 'zh-cn'])?.status).toBe('success'),
    );
    expect(paidWith()).toBe('支付宝 / 微信支付');
    expect(screen.queryByText('测试支付，不会扣款')).toBeNull();
  });

  it('shows points paid for a points order, and sends back to the points mall', async () => {
    serve(
      order({
        type: 'points',
        paid_amount: '0.00',
        paid_score: 2400,
        pay_method: 'score',
        earn_score: 0,
      }),
    );
    render();
    expect(await screen.findByText('2,400 积分')).toBeTruthy();
    expect(screen.queryByText(/订单完成后可得/)).toBeNull();
    expect(screen.getByRole('link', { name: '继续购物' }).getAttribute('href')).toBe('/PointsMall');
  });

  describe('back from WeChat Pay or Alipay', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });

    afterEach(() => {
      vi.useRealTimers();
    });

    it('confirms the payment, reading the order every 2 s, and shows it paid once the server says so', async () => {
      const provider = serveUntilPaid('wechat');
      render();

      expect(await screen.findByRole('heading', { name: '正在确认付款…' })).toBeTruthy();
      expect(
        screen.getByText(
          '订单 AT20260301100000001：如您已付款，支付结果通常几秒内到达，本页会自动更新。',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('支付结果');
      // The way back stays in reach while it waits: the customer may have left without paying.
      expect(screen.getByRole('link', { name: '去支付' }).getAttribute('href')).toBe('/pay?id=41');
      expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(
        '/orderDetail?id=41',
      );

      const before = reads();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(reads()).toBe(before + 1);
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(reads()).toBe(before + 2);
      expect(screen.getByRole('heading', { name: '正在确认付款…' })).toBeTruthy();

      // The notification reached the shop: the next read shows the order paid.
      provider.pay();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(await screen.findByRole('heading', { name: '感谢购买，订单已支付' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('支付完成');
      await waitFor(() => expect(paidWith()).toBe('微信支付'));
      expect(screen.queryByRole('note', { name: '测试支付' })).toBeNull();

      // Paid: no more reads.
      const done = reads();
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(reads()).toBe(done);
    });

    it('says the payment has not arrived after half a minute, offers the way back, and still notices a late one', async () => {
      const provider = serveUntilPaid('alipay');
      render();
      expect(await screen.findByRole('heading', { name: '正在确认付款…' })).toBeTruthy();

      await act(() => vi.advanceTimersByTimeAsync(CONFIRMING_MS));
      expect(await screen.findByRole('heading', { name: '尚未收到付款' })).toBeTruthy();
      expect(
        screen.getByText(
          '订单 AT20260301100000001 仍在等待付款。如您已付款，到账后本页会自动更新；如未付款，请在截止时间前返回支付。',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: '去支付' }).getAttribute('href')).toBe('/pay?id=41');
      expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(
        '/orderDetail?id=41',
      );

      // Read now and then from here on, not every 2 s.
      const before = reads();
      await act(() => vi.advanceTimersByTimeAsync(LATE_POLL_MS - 1000));
      expect(reads()).toBe(before);
      provider.pay();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(await screen.findByRole('heading', { name: '感谢购买，订单已支付' })).toBeTruthy();
      await waitFor(() => expect(paidWith()).toBe('支付宝'));
    });

    it('reads the same in English', async () => {
      setLang('en');
      const provider = serveUntilPaid('alipay');
      render();
      expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to payment' })).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(CONFIRMING_MS));
      expect(
        await screen.findByRole('heading', { name: 'The payment has not arrived yet' }),
      ).toBeTruthy();
      provider.pay();
      await act(() => vi.advanceTimersByTimeAsync(LATE_POLL_MS));
      expect(
        await screen.findByRole('heading', { name: 'Thank you, your order is paid' }),
      ).toBeTruthy();
      expect(
        screen.getByText('Paid with', { selector: 'dt' }).nextElementSibling?.textContent,
      ).toBe('Alipay');
    });
  });

  it('sends a cancelled order to its page, and says a payment that came too late is refunded', async () => {
    serve(order({ status: 'canceled', paid_at: null, cancel_reason: 'timeout' }));
    const first = render();
    expect(await screen.findByRole('heading', { name: '订单已取消' })).toBeTruthy();
    expect(screen.getByText('订单 AT20260301100000001 在付款前已取消。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(
      '/orderDetail?id=41',
    );
    expect(screen.queryByRole('link', { name: '去支付' })).toBeNull();
    first.unmount();

    serve(order({ status: 'canceled', cancel_reason: 'timeout', refunded: true }));
    render();
    expect(
      await screen.findByText('订单 AT20260301100000001 在付款到账前已关闭，这笔付款将原路退回。'),
    ).toBeTruthy();
  });
});
