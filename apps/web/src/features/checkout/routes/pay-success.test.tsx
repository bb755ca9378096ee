import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { liveShopConfig } from '@/shared/testing/shop-config';
import { order, renderCheckout, shopConfig, type Order } from '../testing/render-checkout';
import { PaySuccessRoute } from './pay-success';

function serve(info: Order, shop = shopConfig) {
  fakeApi.answer('orderInfo', info);
  fakeApi.answer('shopConfig', shop);
}

/** The "paid with" line as it reads. */
const paidWith = () =>
  screen.getByText('支付方式', { selector: 'dt' }).nextElementSibling?.textContent;

const render = () => renderCheckout(<PaySuccessRoute />, '/paySuccess?id=41');

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

  it('sends an order that is not paid yet back to the payment page', async () => {
    serve(order({ status: 'unpaid', paid_at: null }));
    render();
    expect(await screen.findByRole('heading', { name: '尚未收到付款' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去支付' }).getAttribute('href')).toBe('/pay?id=41');
  });
});
