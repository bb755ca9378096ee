import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { userInfo } from '@/shared/testing/user-info';
import { AdminRoute } from '../routes/admin';

const admin = userInfo({ id: 1, username: 'admin', nickname: 'Studio admin', role: 'admin' });
const created_at = '2026-03-01T10:00:00.000+08:00';

const customer: ActionOutput<'customerInfo'> = {
  profile: {
    id: 5,
    username: 'heron',
    nickname: 'Moonlit Heron',
    mobile: '13912345678',
    avatar: '',
    role: 'user',
    score: 120,
    score_total: 300,
    order_count: 1,
    status: 'active',
    disabled_at: null,
    cancellation: null,
    erase_after: null,
    created_at,
    gender: 'unknown',
    birthday: null,
    disabled_reason: null,
  },
  orders: [
    {
      id: 77,
      order_no: 'A2026030100077',
      type: 'art',
      status: 'completed',
      total_amount: '1280.00',
      total_score: 0,
      created_at,
    },
  ],
  favourites: { list: [], total: 0, page: 1, limit: 20 },
  follows: { list: [], total: 0, page: 1, limit: 20 },
  history: [],
};

function renderAdmin(at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-admin' });
  fakeApi.answer('userInfo', admin);
});

afterEach(() => {
  useSession.getState().logout();
});

describe('the customers console', () => {
  it('shows a customer and adjusts their points with the reason given', async () => {
    fakeApi.answer('customerInfo', customer);
    fakeApi.answer('customerPoints', { list: [], total: 0, page: 1, limit: 10 });
    fakeApi.answer('pointsAdjust', { score: 150, score_total: 330 });
    renderAdmin('/admin/customer?id=5');

    expect(await screen.findByRole('heading', { level: 1, name: /Moonlit Heron/ })).toBeTruthy();
    expect(screen.getByText('13912345678')).toBeTruthy();
    expect(screen.getByText('Orders (1)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'A2026030100077' }).getAttribute('href')).toBe(
      '/admin/order?id=77',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Adjust points' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Change'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    // Without a reason nothing is sent.
    expect(await within(dialog).findByText('Please give a reason')).toBeTruthy();
    expect(fakeApi.calls).not.toHaveBeenCalledWith('pointsAdjust', expect.anything());

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Workshop prize' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await screen.findByText('Points adjusted: the balance is now 150');
    expect(fakeApi.calls).toHaveBeenCalledWith('pointsAdjust', {
      id: 5,
      delta: 30,
      reason: 'Workshop prize',
    });
  });

  it('lists staff with their roles for an administrator', async () => {
    fakeApi.answer('staffList', {
      list: [
        {
          id: 1,
          username: 'admin',
          nickname: 'Studio admin',
          mobile: '13800000001',
          role: 'admin',
          status: 'active',
          created_at,
        },
        {
          id: 2,
          username: 'operator',
          nickname: 'Orders desk',
          mobile: '13800000002',
          role: 'operator',
          status: 'active',
          created_at,
        },
      ],
      total: 2,
      page: 1,
      limit: 20,
    });
    renderAdmin('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeTruthy();
    await screen.findByText('Orders desk');
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('AccountPhoneRole'),
      expect.stringMatching(/Studio admin.*Administrator.*You/),
      expect.stringMatching(/Orders desk.*Operator/),
    ]);
    expect(screen.getByRole('button', { name: 'Grant a role' })).toBeTruthy();
  });
});
