import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { formatSerial, serialFromData } from '@atelier/contract/serial-code';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { formatTime } from '../console/format';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import OrderScreen from './order-screen';
import OrdersScreen from './orders-screen';

type Row = ActionOutput<'orderAdminList'>['list'][number];
type Detail = ActionOutput<'orderAdminInfo'>;

const row: Row = {
  id: 41,
  order_no: '2026031415304512345678',
  type: 'art',
  status: 'undelivered',
  buyer: { id: 7, username: 'linxiaoman', mobile: '13800001234' },
  recipient_name: '林小满',
  recipient_mobile: '13800001234',
  first_item: '萤火 · 数字画框版',
  quantity: 2,
  total_amount: '11200.00',
  total_score: 0,
  pay_method: 'sandbox',
  carrier: null,
  tracking_no: null,
  buyer_deleted: false,
  created_at: '2026-03-14T07:30:45.000Z',
};

const detail: Detail = {
  id: 41,
  order_no: row.order_no,
  type: 'art',
  status: 'undelivered',
  lines: [
    {
      product_id: 3,
      name: '萤火 · 数字画框版',
      image: '/img/a.svg',
      price: '5600.00',
      score_price: 0,
      quantity: 2,
      line_total: '11200.00',
      line_score: 0,
      earn_score: 112,
    },
  ],
  quantity: 2,
  total_amount: '11200.00',
  total_score: 0,
  pay_deadline: '2026-03-14T08:00:45.000Z',
  created_at: '2026-03-14T07:30:45.000Z',
  goods_amount: '11200.00',
  ship_fee: '0.00',
  earn_score: 112,
  delivery: 'express',
  remark: '',
  recipient: {
    name: '林小满',
    mobile: '13800001234',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    address: '文三路 100 号',
    postal_code: '310000',
  },
  address_changeable: true,
  pay_method: 'sandbox',
  paid_amount: '11200.00',
  paid_score: 0,
  paid_at: '2026-03-14T07:31:00.000Z',
  canceled_at: null,
  cancel_reason: null,
  refunded: false,
  express: null,
  received_at: null,
  earned_score: 0,
  buyer: row.buyer,
  buyer_deleted: false,
  tracking: [],
  timeline: [
    { event: 'created', time: '2026-03-14T07:30:45.000Z' },
    { event: 'paid', time: '2026-03-14T07:31:00.000Z' },
  ],
  refundable: true,
  serials: [],
  history: [],
};

function renderAt(at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/admin/orders" element={<OrdersScreen />} />
          <Route path="/admin/order" element={<OrderScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-operator' });
});

afterEach(() => {
  useSession.getState().logout();
});

describe('the orders console screens', () => {
  it('lists orders with the filters the address carries, and links each to its page', async () => {
    fakeApi.answer('orderAdminList', { list: [row], total: 1, page: 1, limit: 20 });
    renderAt('/admin/orders?status=undelivered&mobile=13800001234&sort=amount_desc');
    const link = await screen.findByRole('link', { name: `打开订单 ${row.order_no}` });
    expect(link.getAttribute('href')).toBe('/admin/order?id=41');
    expect(screen.getByText('共 1 个订单')).toBeTruthy();
    const table = screen.getByRole('table');
    // The time it was placed sits under the order number, named for a reader.
    expect(link.closest('td')?.textContent).toContain(formatTime(row.created_at));
    expect(link.closest('td')?.textContent).toContain('下单时间');
    expect(within(table).getByText('待发货')).toBeTruthy();
    expect(within(table).getByText('¥11,200.00')).toBeTruthy();
    expect(within(table).getByText('萤火 · 数字画框版 × 2')).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'orderAdminList',
      {
        status: 'undelivered',
        type: undefined,
        sort: 'amount_desc',
        mobile: '13800001234',
        page: 1,
        limit: 20,
      },
      expect.anything(),
    );
  });

  it('filters by the days the orders were placed, and clears them with the other filters', async () => {
    fakeApi.answer('orderAdminList', { list: [row], total: 1, page: 1, limit: 20 });
    renderAt('/admin/orders?from=2026-03-01&to=2026-03-14');
    const dates = await screen.findByRole('group', { name: '下单日期' });
    const from = within(dates).getByLabelText('开始日期') as HTMLInputElement;
    const to = within(dates).getByLabelText('结束日期') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['2026-03-01', '2026-03-14']);
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'orderAdminList',
      expect.objectContaining({ from: '2026-03-01', to: '2026-03-14', page: 1 }),
      expect.anything(),
    );

    fireEvent.change(from, { target: { value: '2026-03-10' } });
    fireEvent.click(screen.getByRole('button', { name: /^筛\s?选$/ }));
    await waitFor(() =>
      expect(fakeApi.calls).toHaveBeenLastCalledWith(
        'orderAdminList',
        expect.objectContaining({ from: '2026-03-10', to: '2026-03-14', page: 1 }),
        expect.anything(),
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: /^清\s?空$/ }));
    await waitFor(() =>
      expect(fakeApi.calls).toHaveBeenLastCalledWith(
        'orderAdminList',
        expect.not.objectContaining({ from: expect.anything() }),
        expect.anything(),
      ),
    );
    const cleared = screen.getByRole('group', { name: '下单日期' });
    expect(Array.from(cleared.querySelectorAll('input'), (field) => field.value)).toEqual(['', '']);
  });

  it('asks for a reason and a confirmation before refunding a paid order', async () => {
    fakeApi.answer('orderAdminInfo', detail);
    fakeApi.answer('orderRefund', { id: 41, status: 'canceled', refunded: true });
    renderAt('/admin/order?id=41');
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(row.order_no) }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认发货' })).toBeTruthy();
    // The address is written with its spaces, as the shop writes it.
    expect(screen.getByText('浙江省 杭州市 西湖区 文三路 100 号 310000')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '取消并退款' }));
    expect(await screen.findByText('请填写 2-200 个字符的原因')).toBeTruthy();
    expect(fakeApi.calls).not.toHaveBeenCalledWith('orderRefund', expect.anything());

    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '缺货' } });
    fireEvent.click(screen.getByRole('button', { name: '取消并退款' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('将向客户退还 ¥11,200.00，库存退回。此操作无法撤销。'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消并退款' }));
    await screen.findByText('订单已取消并退款');
    expect(fakeApi.calls).toHaveBeenCalledWith('orderRefund', { id: 41, reason: '缺货' });
  });

  it('ships with the serials entered one a line, catching a typo first and showing a refusal', async () => {
    const [first, second] = ['7K3M9QXWTR2BH5C', 'AB12CD34EF56GH7'].map((data) =>
      formatSerial(serialFromData(data)),
    );
    const typo = `${first?.slice(0, -1)}${first?.endsWith('0') ? '1' : '0'}`;
    fakeApi.answer('orderAdminInfo', detail);
    fakeApi.refuse(
      'orderShip',
      new RequestError(`序列号 ${second} 不是本店生成的序列号`, { code: 100 }),
    );
    renderAt('/admin/order?id=41');
    await screen.findByRole('heading', { level: 1, name: new RegExp(row.order_no) });
    fireEvent.change(screen.getByLabelText('承运商'), { target: { value: '顺丰速运' } });
    fireEvent.change(screen.getByLabelText('运单号'), { target: { value: 'SF1234567890' } });
    const serials = screen.getByLabelText('序列号（选填）');
    fireEvent.change(serials, { target: { value: `${typo}\n${second}\n` } });
    expect(screen.getByText('2 个序列号')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认发货' }));
    expect(await screen.findByText(`序列号 ${typo} 有误，请核对`)).toBeTruthy();
    expect(fakeApi.calls).not.toHaveBeenCalledWith(
      'orderShip',
      expect.anything(),
      expect.anything(),
    );

    fireEvent.change(serials, { target: { value: `${first?.toLowerCase()}\n${second}\n` } });
    fireEvent.click(screen.getByRole('button', { name: '确认发货' }));
    expect(await screen.findByText(`序列号 ${second} 不是本店生成的序列号`)).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'orderShip',
      {
        id: 41,
        carrier: '顺丰速运',
        tracking_no: 'SF1234567890',
        serials: [first?.toLowerCase(), second],
      },
      { quietRefusal: true },
    );
  });

  it('lists a shipped order’s serials with their editions and adds more', async () => {
    const code = formatSerial(serialFromData('7K3M9QXWTR2BH5C'));
    const more = formatSerial(serialFromData('AB12CD34EF56GH7'));
    fakeApi.answer('orderAdminInfo', {
      ...detail,
      status: 'unreceived',
      refundable: false,
      express: {
        carrier: '顺丰速运',
        tracking_no: 'SF1234567890',
        shipped_at: '2026-03-15T07:30:45.000Z',
      },
      serials: [{ code, product_id: 3, edition: { number: 4, total: 30 } }],
    });
    fakeApi.answer('orderSerialAttach', [
      { code: more, product_id: 3, edition: { number: 5, total: 30 } },
    ]);
    renderAt('/admin/order?id=41');
    const list = await screen.findByRole('list', { name: '序列号' });
    expect(within(list).getByText(code)).toBeTruthy();
    expect(within(list).getByText('萤火 · 数字画框版 · 4 / 30')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('补登序列号'), { target: { value: more } });
    fireEvent.click(screen.getByRole('button', { name: '补登序列号' }));
    expect(await screen.findByText('序列号已登记，买家已成为主人')).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'orderSerialAttach',
      { id: 41, serials: [more] },
      { quietRefusal: true },
    );
  });
});
