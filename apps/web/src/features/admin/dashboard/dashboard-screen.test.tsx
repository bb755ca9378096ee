import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { userInfo } from '@/shared/testing/user-info';
import DashboardScreen from './dashboard-screen';

const day = (d: string, art: string, n: number) => ({
  day: d,
  art_orders: n,
  art_amount: art,
  points_orders: 0,
  points_score: 0,
  new_customers: 1,
});

const stats: ActionOutput<'dashboardStats'> = {
  from: '2026-11-25',
  to: '2026-11-26',
  time_zone: 'Asia/Shanghai',
  days: [day('2026-11-25', '212.00', 1), day('2026-11-26', '1300.00', 2)],
  totals: {
    art_orders: 3,
    art_amount: '1512.00',
    average_order_value: '504.00',
    points_orders: 1,
    points_score: 300,
    new_customers: 2,
  },
  statuses: [
    { status: 'unpaid', count: 1 },
    { status: 'undelivered', count: 3 },
    { status: 'unreceived', count: 0 },
    { status: 'completed', count: 1 },
    { status: 'canceled', count: 2 },
  ],
  top_by_units: [
    { product_id: 7, name: '星河', type: 'art', units: 3, amount: '1200.00', score: 0 },
  ],
  top_by_revenue: [
    { product_id: 7, name: '星河', type: 'art', units: 3, amount: '1200.00', score: 0 },
  ],
  points: { issued: 5000, redeemed: 300, outstanding: 4700 },
  payment_mismatches: 0,
};

function renderDashboard() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DashboardScreen />
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

describe('DashboardScreen', () => {
  it('shows the figures of the range and asks again for another one', async () => {
    fakeApi.answer('dashboardStats', stats);
    renderDashboard();
    expect(await screen.findByText('2026-11-25 至 2026-11-26（Asia/Shanghai）')).toBeTruthy();
    expect(screen.getByText('¥1,512.00')).toBeTruthy();
    expect(screen.getByText('已支付订单 3 笔')).toBeTruthy();
    expect(screen.getByText('¥504.00')).toBeTruthy();
    expect(screen.getByText('4,700')).toBeTruthy();
    const statuses = screen.getByText('订单状态分布').closest('[data-card]') as HTMLElement;
    expect(within(statuses).getByText('待发货').nextSibling?.textContent).toBe('3');
    expect(screen.getAllByText('星河').length).toBeGreaterThan(0);
    expect(fakeApi.inputsOf('dashboardStats')).toEqual([{ range: '7d' }]);

    fireEvent.click(screen.getByText('近 30 天'));
    await waitFor(() =>
      expect(fakeApi.inputsOf('dashboardStats')).toEqual([{ range: '7d' }, { range: '30d' }]),
    );
    expect(screen.queryByText(/支付对账差异/)).toBeNull();
  });

  it('tells whoever looks after payments how many mismatches are open, linking to them', async () => {
    useSession.setState({ user: userInfo({ role: 'operator' }) });
    fakeApi.answer('dashboardStats', { ...stats, payment_mismatches: 3 });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DashboardScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('有 3 条支付对账差异待处理');
    expect(within(alert).getByRole('link', { name: '去处理' }).getAttribute('href')).toBe(
      '/admin/reconciliation?unresolved=1',
    );
  });

  it('says nothing of mismatches to a role that may not see the payments', async () => {
    useSession.setState({ user: userInfo({ role: 'editor' }) });
    fakeApi.answer('dashboardStats', { ...stats, payment_mismatches: 3 });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DashboardScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('2026-11-25 至 2026-11-26（Asia/Shanghai）')).toBeTruthy();
    expect(screen.queryByText(/支付对账差异/)).toBeNull();
  });

  it('shows a long top product name whole on hover, and its revenue with thousands separators', async () => {
    const name = '星河 · 限量数字画框版（含艺术家签名证书与定制胡桃木画框）';
    const top = [
      { product_id: 9, name, type: 'art' as const, units: 12, amount: '15360.00', score: 0 },
    ];
    fakeApi.answer('dashboardStats', { ...stats, top_by_units: top, top_by_revenue: top });
    renderDashboard();
    const cell = (await screen.findAllByText(name))[0];
    if (!cell) throw new Error('no top product');
    expect(screen.getAllByText('¥15,360.00').length).toBeGreaterThan(0);
    fireEvent.mouseEnter(cell);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe(name);
  });

  it('asks for two picked days once both are in, and for the quick range again when cleared', async () => {
    fakeApi.answer('dashboardStats', stats);
    renderDashboard();
    await screen.findByText('2026-11-25 至 2026-11-26（Asia/Shanghai）');
    const quickRange = () =>
      screen.getByLabelText('时间范围').querySelector('.ant-segmented-item-selected');
    const from = screen.getByLabelText('开始日期');
    const to = screen.getByLabelText('结束日期');
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    expect(fakeApi.inputsOf('dashboardStats')).toEqual([{ range: '7d' }]);
    fireEvent.change(to, { target: { value: '2026-11-20' } });
    await waitFor(() =>
      expect(fakeApi.inputsOf('dashboardStats')).toEqual([
        { range: '7d' },
        { from: '2026-11-01', to: '2026-11-20' },
      ]),
    );
    expect(to.getAttribute('min')).toBe('2026-11-01');
    expect(quickRange()).toBeNull();
    fireEvent.change(from, { target: { value: '' } });
    fireEvent.change(to, { target: { value: '' } });
    expect((from as HTMLInputElement).value).toBe('');
    // Back on the last seven days (asked before, so answered from what is at hand).
    await waitFor(() => expect(quickRange()?.textContent).toBe('近 7 天'));
  });

  it('ranks the top products by units or by revenue', async () => {
    const cheap = {
      product_id: 1,
      name: '小画',
      type: 'art' as const,
      units: 9,
      amount: '90.00',
      score: 0,
    };
    const dear = {
      product_id: 2,
      name: '大画',
      type: 'art' as const,
      units: 1,
      amount: '8000.00',
      score: 0,
    };
    fakeApi.answer('dashboardStats', {
      ...stats,
      top_by_units: [cheap, dear],
      top_by_revenue: [dear, cheap],
    });
    renderDashboard();
    const table = await screen.findByRole('table', { name: '' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(names()).toEqual(['1小画艺术9¥90.00', '2大画艺术1¥8,000.00']);
    fireEvent.click(screen.getByText('按销售额'));
    await waitFor(() => expect(names()[0]).toBe('1大画艺术1¥8,000.00'));
  });
});
