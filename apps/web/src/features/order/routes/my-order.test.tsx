import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { clickThrice, passClickGuard, useGuardClock } from '@/shared/testing/click-guard';
import { fakeApi } from '@/shared/testing/fake-api';
import { liveShopConfig, shopConfigWith } from '@/shared/testing/shop-config';
import { renderOrder, summary, type OrderSummary } from '../testing/render-order';
import { MyOrderRoute } from './my-order';

/** A server holding `orders`; the list filters them by status as the real one does. */
function serve(
  orders: OrderSummary[],
  total?: number,
  shop: ActionOutput<'shopConfig'> = shopConfigWith(),
) {
  let current = [...orders];
  fakeApi.answer('shopConfig', shop);
  fakeApi.on('orderList', ({ status }) => {
    const list = current.filter((order) => !status || order.status === status);
    return { list, total: total ?? list.length, page: 1, limit: 10 };
  });
  fakeApi.on('orderCancel', (input) => {
    const { id } = input as { id: number };
    current = current.map((order) => (order.id === id ? { ...order, status: 'canceled' } : order));
    return { id, status: 'canceled', refunded: false };
  });
  fakeApi.on('receipt', (input) => {
    const { id } = input as { id: number };
    current = current.map((order) => (order.id === id ? { ...order, status: 'completed' } : order));
    return { id, status: 'completed', earned_score: 1358 };
  });
  fakeApi.on('orderDelete', (input) => {
    const { id } = input as { id: number };
    current = current.filter((order) => order.id !== id);
    return { deleted: true };
  });
}

const orders = [
  summary({ id: 1, status: 'unpaid' }),
  summary({ id: 2, status: 'undelivered' }),
  summary({ id: 3, status: 'unreceived' }),
  summary({ id: 4, status: 'completed', type: 'points', total_amount: '0.00', total_score: 2400 }),
  summary({ id: 5, status: 'canceled' }),
];

const render = (at = '/myOrder') => renderOrder(<MyOrderRoute />, at);
const card = (no: string) => within(screen.getByRole('article', { name: `订单 ${no}` }));
const buttons = (no: string) =>
  card(no)
    .queryAllByRole('button')
    .map((button) => button.textContent);
const location = () => screen.getByTestId('location').textContent;
const listInputs = () => fakeApi.inputsOf('orderList');

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-orders' });
});

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().logout();
});

describe('MyOrderRoute', () => {
  it('lists every order with its mall, status, lines, total and the actions its status allows', async () => {
    serve(orders);
    render();

    expect(await screen.findByText('共 5 个订单')).toBeTruthy();
    const first = card('AT20260301100000001');
    expect(first.getByText('待付款')).toBeTruthy();
    expect(first.getByText('艺术商城')).toBeTruthy();
    expect(first.getByText('¥1,358.00')).toBeTruthy();
    expect(first.getByText('共 3 件')).toBeTruthy();
    expect(first.getByText(/剩余支付时间 (30:00|29:5\d)/)).toBeTruthy();
    expect(first.getByRole('link', { name: '去付款' }).getAttribute('href')).toBe('/pay?id=1');
    expect(first.getByRole('link', { name: '星夜回响 No.7' }).getAttribute('href')).toBe(
      '/productDetail?id=7',
    );
    expect(first.getByText('× 2')).toBeTruthy();

    expect(buttons('AT20260301100000001')).toEqual(['取消订单']);
    expect(buttons('AT20260301100000002')).toEqual(['取消订单']);
    expect(buttons('AT20260301100000003')).toEqual(['确认收货']);
    expect(buttons('AT20260301100000004')).toEqual(['删除订单']);
    expect(buttons('AT20260301100000005')).toEqual(['删除订单']);
    expect(card('AT20260301100000004').getByText('2,400 积分')).toBeTruthy();
    expect(card('AT20260301100000004').getByText('积分商城')).toBeTruthy();
    expect(card('AT20260301100000002').queryByRole('link', { name: '去付款' })).toBeNull();
  });

  it('says above the orders that payments are tests while the gateway moves no money', async () => {
    serve(orders);
    render();
    const notice = await screen.findByRole('note', { name: '测试支付' });
    expect(notice.textContent).toContain('本店目前的在线支付均为测试，不会产生任何真实扣款。');
  });

  it('says nothing of tests when the gateway takes real money', async () => {
    serve(orders, undefined, liveShopConfig);
    const { client } = render();
    await screen.findByRole('article', { name: `订单 ${orders[0]?.order_no ?? ''}` });
    await waitFor(() =>
      expect(client.getQueryState(['shopConfig', 'zh-cn'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('note', { name: '测试支付' })).toBeNull();
  });

  it('selects the tab from ?status= and asks the server for that status', async () => {
    serve(orders);
    render('/myOrder?status=unreceived');
    expect(await screen.findByRole('article', { name: '订单 AT20260301100000003' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: '待收货' }).getAttribute('aria-selected')).toBe('true');
    expect(listInputs()[0]).toMatchObject({ status: 'unreceived', page: 1, limit: 10 });

    await userEvent.click(screen.getByRole('tab', { name: '已完成' }));
    await waitFor(() => expect(location()).toBe('/myOrder?status=completed'));
    expect(await screen.findByRole('article', { name: '订单 AT20260301100000004' })).toBeTruthy();
  });

  it('filters by time range through the select', async () => {
    serve(orders);
    render();
    await screen.findByText('共 5 个订单');
    await userEvent.click(screen.getByRole('combobox', { name: '下单时间' }));
    await userEvent.click(await screen.findByText('近 7 天'));
    await waitFor(() => expect(location()).toBe('/myOrder?range=7d'));
    await waitFor(() => expect(listInputs().at(-1)).toMatchObject({ range: '7d' }));
  });

  it('confirms receipt after asking, and shows the points earned', async () => {
    serve(orders);
    render('/myOrder?status=unreceived');
    await userEvent.click(await screen.findByRole('button', { name: '确认收货' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确认已收到订单 AT20260301100000003 的商品吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认收货' }));

    expect(await screen.findByText('已确认收货，获得 1,358 积分')).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith('receipt', { id: 3 });
    expect(await screen.findByRole('heading', { name: '没有待收货的订单' })).toBeTruthy();
  });

  it('cancels an order only once the dialog is confirmed', async () => {
    serve(orders);
    render('/myOrder?status=unpaid');
    const cancel = await screen.findByRole('button', { name: '取消订单' });
    useGuardClock();
    await userEvent.click(cancel);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    expect(fakeApi.calls).not.toHaveBeenCalledWith('orderCancel', expect.anything());

    passClickGuard();
    await userEvent.click(screen.getByRole('button', { name: '取消订单' }));
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(fakeApi.calls).toHaveBeenCalledWith('orderCancel', { id: 1 }));
    expect(await screen.findByRole('heading', { name: '没有待付款的订单' })).toBeTruthy();
  });

  it.each([
    ['取消订单', 'unpaid', 'orderCancel'],
    ['确认收货', 'unreceived', 'receipt'],
  ] as const)(
    'asks once and writes once for three quick clicks on %s, disabled for two seconds',
    async (name, status, action) => {
      serve(orders);
      render(`/myOrder?status=${status}`);
      const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
      useGuardClock();

      await clickThrice(button);
      expect(button.disabled).toBe(true);
      const dialogs = await screen.findAllByRole('dialog');
      expect(dialogs).toHaveLength(1);
      await userEvent.click(within(dialogs[0] as HTMLElement).getByRole('button', { name }));
      await waitFor(() => expect(fakeApi.inputsOf(action)).toHaveLength(1));
      passClickGuard();
      expect(fakeApi.inputsOf(action)).toHaveLength(1);
    },
  );

  it('shows a designed empty state per tab, and per time range', async () => {
    serve([]);
    render();
    expect(await screen.findByRole('heading', { name: '还没有订单' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '逛逛艺术商城' }).getAttribute('href')).toBe(
      '/GLOBALSHOP',
    );

    await userEvent.click(screen.getByRole('tab', { name: '已取消' }));
    expect(await screen.findByRole('heading', { name: '没有已取消的订单' })).toBeTruthy();
  });

  it('offers all time when a time range holds nothing, in English', async () => {
    setLang('en');
    serve([]);
    render('/myOrder?status=completed&range=1d');
    expect(await screen.findByRole('heading', { name: 'No completed orders yet' })).toBeTruthy();
    expect(
      screen.getByText('No orders like this in the period “Last day”. Try a longer period.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show all time' }));
    await waitFor(() => expect(location()).toBe('/myOrder?status=completed'));
    expect(screen.getByRole('tab', { name: 'Completed' })).toBeTruthy();
  });
});
