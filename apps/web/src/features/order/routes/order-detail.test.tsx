import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { formatDate } from '@/shared/lib/format';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { liveShopConfig, shopConfigWith } from '@/shared/testing/shop-config';
import { detail, renderOrder, type Order } from '../testing/render-order';
import { OrderDetailRoute } from './order-detail';

const shipped: Partial<Order> = {
  status: 'unreceived',
  address_changeable: false,
  pay_method: 'sandbox',
  paid_amount: '1358.00',
  paid_at: '2026-03-01T10:05:00.000+08:00',
  express: {
    carrier: '顺丰速运',
    tracking_no: 'SF1234567890',
    shipped_at: '2026-03-02T09:00:00.000+08:00',
  },
};

const events = [
  { id: 1, time: '2026-03-02T09:00:00.000+08:00', text: '工作室已发货' },
  { id: 2, time: '2026-03-03T14:20:00.000+08:00', text: '快件已到达杭州转运中心' },
];

const addresses = [
  {
    id: 5,
    name: '周安',
    mobile: '13900000005',
    province: '上海市',
    city: '上海市',
    district: '徐汇区',
    address: '漕溪北路 88 号',
    postal_code: '200030',
    is_default: false,
    created_at: '2026-03-01T10:00:00.000+08:00',
  },
];

function serve(
  order: Order | Error,
  changed?: Order,
  shop: ActionOutput<'shopConfig'> = shopConfigWith(),
) {
  let current = order;
  fakeApi.answer('shopConfig', shop);
  fakeApi.on('orderInfo', () => {
    if (current instanceof Error) throw current;
    return current;
  });
  fakeApi.answer('expressInfo', { ...shipped.express!, events });
  fakeApi.answer('userAddressList', { list: addresses, total: 1, page: 1, limit: 20 });
  fakeApi.on('orderAddressUpdate', () => {
    if (!changed) throw new Error('no address change expected');
    current = changed;
    return changed;
  });
  fakeApi.answer('orderDelete', { deleted: true });
}

const render = (at = '/orderDetail?id=41') => renderOrder(<OrderDetailRoute />, at);
const field = (label: string) =>
  screen
    .getAllByText(label, { selector: 'dt' })
    .map((dt) => dt.nextElementSibling?.textContent ?? '');
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-detail' });
});

afterEach(() => {
  useSession.getState().logout();
});

describe('OrderDetailRoute', () => {
  it('shows every field of an unpaid order, with the countdown and its actions', async () => {
    serve(detail());
    render();

    const status = await screen.findByRole('region', { name: '待付款' });
    expect(within(status).getByRole('timer').textContent).toMatch(/^(30:00|29:5\d)$/);
    expect(within(status).getByRole('link', { name: '去付款' }).getAttribute('href')).toBe(
      '/pay?id=41',
    );
    expect(
      within(status)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['取消订单', '修改地址']);

    expect(field('订单号')).toEqual(['AT202603011000000041']);
    expect(field('订单类型')).toEqual(['艺术商城']);
    expect(field('订单状态')).toEqual(['待付款']);
    expect(field('收货人')).toEqual(['林小满']);
    expect(field('手机号')).toEqual(['13800000002']);
    expect(field('收货地址')).toEqual(['浙江省 杭州市 西湖区 文三路 90 号']);
    expect(field('配送方式')).toEqual(['快递配送']);
    expect(field('支付金额')).toEqual(['¥1,358.00']);
    expect(field('支付时间')).toEqual(['—']);
    expect(field('实付款')).toEqual(['未付款']);
    expect(field('订单备注')).toEqual(['请周末送达']);
    expect(field('支付截止时间')[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '商品名称单价数量总价',
      '星夜回响 No.7¥1,280.001¥1,280.00',
      '签名明信片¥39.002¥78.00',
    ]);
    expect(screen.getByText('发货前还可以修改一次收货地址。')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '物流信息' })).toBeNull();
    expect(fakeApi.calls).not.toHaveBeenCalledWith('expressInfo', expect.anything());
  });

  it('says an art order’s payment is a test while the gateway moves no money', async () => {
    serve(detail());
    render();
    const notice = await screen.findByRole('note', { name: '测试支付' });
    expect(notice.textContent).toContain('本店目前的在线支付均为测试，不会产生任何真实扣款。');
  });

  it('says nothing of tests with a live gateway, nor for a points order', async () => {
    serve(detail(), undefined, liveShopConfig);
    const live = render();
    await screen.findByRole('link', { name: '去付款' });
    await waitFor(() =>
      expect(live.client.getQueryState(['shopConfig', 'zh-cn'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('note', { name: '测试支付' })).toBeNull();
    live.unmount();

    serve(detail({ type: 'points', total_amount: '0.00', total_score: 2400 }));
    render();
    await screen.findByRole('link', { name: '去付款' });
    expect(screen.queryByRole('note', { name: '测试支付' })).toBeNull();
  });

  it('names the cash method without a test label when the gateway takes money', async () => {
    serve(detail(shipped), undefined, liveShopConfig);
    const live = render();
    await screen.findByRole('region', { name: '待收货' });
    await waitFor(() =>
      expect(live.client.getQueryState(['shopConfig', 'zh-cn'])?.status).toBe('success'),
    );
    expect(field('支付方式')).toEqual(['支付宝 / 微信支付']);
  });

  it('shows the carrier, the tracking number and the tracking events, the latest first', async () => {
    serve(detail(shipped));
    render();

    const tracking = await screen.findByRole('region', { name: '物流信息' });
    expect(within(tracking).getByText('顺丰速运')).toBeTruthy();
    expect(within(tracking).getByText('SF1234567890')).toBeTruthy();
    const timeline = await within(tracking).findByRole('list', { name: '物流轨迹' });
    // Times show in the reader's own time zone.
    const at = (time: string) => formatDate(time, 'YYYY-MM-DD HH:mm');
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `快件已到达杭州转运中心${at(events[1]!.time)}`,
      `工作室已发货${at(events[0]!.time)}`,
    ]);
    expect(fakeApi.calls).toHaveBeenCalledWith('expressInfo', { id: 41 });

    const status = screen.getByRole('region', { name: '待收货' });
    expect(
      within(status)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['确认收货']);
    expect(screen.getByText('订单已发货，收货地址不能再修改。')).toBeTruthy();
    expect(field('实付款')).toEqual(['¥1,358.00']);
    expect(field('支付方式')).toEqual(['支付宝 / 微信支付测试支付，不会扣款']);
  });

  it('shows the earned points of a completed order, which can be deleted', async () => {
    serve(
      detail({
        ...shipped,
        status: 'completed',
        received_at: '2026-03-05T09:00:00.000+08:00',
        earned_score: 1358,
      }),
    );
    render();

    const status = await screen.findByRole('region', { name: '已完成' });
    expect(within(status).getByText('获得积分：1,358 积分')).toBeTruthy();
    await userEvent.click(within(status).getByRole('button', { name: '删除订单' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除订单' }));
    await waitFor(() => expect(location()).toBe('/myOrder'));
    expect(fakeApi.calls).toHaveBeenCalledWith('orderDelete', { id: 41 });
  });

  it('changes the address once, to another saved address', async () => {
    const changed = detail({
      address_changeable: false,
      recipient: { ...addresses[0]!, address: '漕溪北路 88 号' },
    });
    serve(
      detail({
        status: 'undelivered',
        pay_method: 'sandbox',
        paid_at: '2026-03-01T10:05:00.000+08:00',
      }),
      changed,
    );
    render();

    await userEvent.click(await screen.findByRole('button', { name: '修改地址' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('每个订单在发货前只能修改一次收货地址。')).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: '使用该地址' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    await userEvent.click(await within(dialog).findByRole('radio', { name: /周安/ }));
    await userEvent.click(ok);

    await waitFor(() => expect(field('收货人')).toEqual(['周安']));
    expect(fakeApi.calls).toHaveBeenCalledWith('orderAddressUpdate', { id: 41, address_id: 5 });
    expect(screen.getByText('收货地址已修改过一次，不能再次修改。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '修改地址' })).toBeNull();
  });

  it('says why a cancelled order closed and that it was refunded', async () => {
    serve(
      detail({
        status: 'canceled',
        cancel_reason: 'buyer',
        refunded: true,
        paid_at: '2026-03-01T10:05:00.000+08:00',
        canceled_at: '2026-03-01T11:00:00.000+08:00',
        address_changeable: false,
      }),
    );
    render();
    const status = await screen.findByRole('region', { name: '已取消' });
    expect(within(status).getByText('该订单已取消。 款项已原路退回。')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: '订单进度' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('shows a designed not-found for an unknown id', async () => {
    serve(new RequestError('该订单不存在', { code: 100 }));
    render();
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: '我的订单' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/myOrder', '/myOrder']);
  });

  it('speaks English', async () => {
    setLang('en');
    serve(detail(shipped));
    render();
    expect(await screen.findByRole('region', { name: 'To receive' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm receipt' })).toBeTruthy();
    expect(field('Tracking number')).toEqual(['SF1234567890']);
  });
});
