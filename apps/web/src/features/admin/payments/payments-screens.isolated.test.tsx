import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import PaymentsScreen from './payments-screen';
import ReconciliationDayScreen from './reconciliation-day-screen';
import ReconciliationScreen from './reconciliation-screen';

const TIMEOUT = 15_000;

const payments: ActionOutput<'paymentList'> = {
  list: [
    {
      id: 12,
      order_id: 41,
      order_no: '202611250001',
      gateway: 'wechat',
      session_id: 'P202611250001A',
      trade_no: '4200002611250001',
      refund_no: 'R202611250001A',
      amount: '1280.00',
      status: 'refunded',
      device: 'phone',
      created_at: '2026-11-25T02:00:00.000Z',
      paid_at: '2026-11-25T02:01:00.000Z',
      refunded_at: '2026-11-26T03:00:00.000Z',
    },
    {
      id: 11,
      order_id: 40,
      order_no: '202611240007',
      gateway: 'alipay',
      session_id: 'P202611240007B',
      trade_no: null,
      refund_no: null,
      amount: '88.00',
      status: 'pending',
      device: 'desktop',
      created_at: '2026-11-24T09:00:00.000Z',
      paid_at: null,
      refunded_at: null,
    },
  ],
  total: 2,
  page: 1,
  limit: 20,
};

const mismatch: ActionOutput<'mismatchResolve'> = {
  id: 9,
  kind: 'status',
  line_kind: 'payment',
  session_id: 'P202611250003C',
  refund_no: null,
  trade_no: '4200002611250003',
  order_id: 43,
  order_no: '202611250003',
  our_amount: '560.00',
  their_amount: '560.00',
  our_status: 'pending',
  their_status: 'paid',
  resolved_at: null,
  resolved_by: null,
  note: null,
};

const dayRow: ActionOutput<'reconciliationList'>['list'][number] = {
  id: 5,
  gateway: 'wechat',
  day: '2026-11-25',
  status: 'mismatched',
  lines: 14,
  matched: 13,
  mismatches: 1,
  unresolved: 1,
  error: null,
  checked_at: '2026-11-26T02:30:00.000Z',
};

const day: ActionOutput<'reconciliationInfo'> = { ...dayRow, items: [mismatch] };

function renderAt(path: string, ui: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-operator' });
});

afterEach(() => {
  useSession.getState().logout();
  setLang('zh-cn');
});

describe('PaymentsScreen', () => {
  it(
    'lists the payments with both sides’ numbers and searches by a number',
    async () => {
      fakeApi.answer('paymentList', payments);
      renderAt('/admin/payments', <PaymentsScreen />);
      const order = await screen.findByRole('link', { name: 'Open order 202611250001' });
      expect(order.getAttribute('href')).toBe('/admin/order?id=41');
      const row = order.closest('tr') as HTMLElement;
      expect(within(row).getByText('WeChat Pay')).toBeTruthy();
      expect(within(row).getByText('¥1,280.00')).toBeTruthy();
      expect(within(row).getByText('Refunded')).toBeTruthy();
      expect(within(row).getByText('4200002611250001')).toBeTruthy();
      expect(within(row).getByText('Refund R202611250001A')).toBeTruthy();
      const pending = screen.getByRole('link', { name: 'Open order 202611240007' });
      expect(within(pending.closest('tr') as HTMLElement).getByText('Alipay')).toBeTruthy();
      expect(fakeApi.inputsOf('paymentList')).toEqual([{ page: 1, limit: 20 }]);

      fireEvent.change(screen.getByLabelText('Number'), {
        target: { value: ' 4200002611250001 ' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() =>
        expect(fakeApi.inputsOf('paymentList')).toContainEqual({
          q: '4200002611250001',
          page: 1,
          limit: 20,
        }),
      );
    },
    TIMEOUT,
  );
});

describe('ReconciliationDayScreen', () => {
  it(
    'explains a mismatch with the shop and the bill side by side, and resolves it with a note',
    async () => {
      let current = day;
      fakeApi.on('reconciliationInfo', () => current);
      fakeApi.on('mismatchResolve', ({ note }) => {
        const resolved = {
          ...mismatch,
          resolved_at: '2026-11-26T04:00:00.000Z',
          resolved_by: 'operator',
          note,
        };
        current = { ...day, unresolved: 0, items: [resolved] };
        return resolved;
      });
      renderAt('/admin/reconciliation-day?id=5', <ReconciliationDayScreen />);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'WeChat Pay · 2026-11-25' }),
      ).toBeTruthy();
      const item = within(screen.getByRole('list', { name: 'Mismatches' })).getByRole('listitem');
      expect(within(item).getByText('Status differs')).toBeTruthy();
      expect(
        within(item).getByText(
          /^The shop and WeChat Pay both have this payment, but they disagree on where it stands/,
        ),
      ).toBeTruthy();
      const compare = within(item).getByRole('table');
      expect(
        within(compare)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual([
        'WhatThe shopWeChat Pay’s bill',
        'Amount¥560.00¥560.00',
        'StatusAwaiting paymentPaid',
      ]);
      expect(within(item).getByRole('link', { name: '202611250003' }).getAttribute('href')).toBe(
        '/admin/order?id=43',
      );

      fireEvent.click(within(item).getByRole('button', { name: 'Resolve' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Resolve the mismatch P202611250003C')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
      expect(
        await within(dialog).findByText('Write what was done (at most 500 characters)'),
      ).toBeTruthy();
      expect(fakeApi.names()).not.toContain('mismatchResolve');

      fireEvent.change(within(dialog).getByLabelText('What was done'), {
        target: { value: '  Order marked paid after WeChat Pay confirmed the payment  ' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
      await waitFor(() =>
        expect(fakeApi.inputsOf('mismatchResolve')).toEqual([
          { id: 9, note: 'Order marked paid after WeChat Pay confirmed the payment' },
        ]),
      );
      expect(
        await screen.findByText('Order marked paid after WeChat Pay confirmed the payment'),
      ).toBeTruthy();
      const settled = within(screen.getByRole('list', { name: 'Mismatches' })).getByRole(
        'listitem',
      );
      expect(within(settled).getByText(/^Resolved by operator on /)).toBeTruthy();
      expect(within(settled).queryByRole('button', { name: 'Resolve' })).toBeNull();
    },
    TIMEOUT,
  );
});

describe('ReconciliationScreen', () => {
  it(
    'lists the checked days, open ones marked, and shows why a day cannot be checked',
    async () => {
      fakeApi.answer('reconciliationList', {
        list: [dayRow],
        total: 1,
        page: 1,
        limit: 20,
      });
      fakeApi.refuse(
        'reconciliationRun',
        new RequestError('This shop has no keys for that gateway, so its bills cannot be read', {
          code: 100,
        }),
      );
      renderAt('/admin/reconciliation?gateway=alipay&unresolved=1', <ReconciliationScreen />);
      const open = await screen.findByRole('link', { name: 'Open WeChat Pay 2026-11-25' });
      expect(open.getAttribute('href')).toBe('/admin/reconciliation-day?id=5');
      expect(within(open.closest('tr') as HTMLElement).getByText('1 open')).toBeTruthy();
      expect(fakeApi.inputsOf('reconciliationList')).toEqual([
        { gateway: 'alipay', unresolved: true, page: 1, limit: 20 },
      ]);

      fireEvent.click(screen.getByRole('button', { name: 'Check a day' }));
      // antd names a dialog by its title's id, which every antd part shares under test.
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Check a day’s bill')).toBeTruthy();
      // Yesterday to start with, Beijing time; only the days before today have a bill.
      const day = within(dialog).getByLabelText('Bill day (Beijing time)') as HTMLInputElement;
      expect(day.type).toBe('date');
      expect(day.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(day.max).toBe(day.value);
      fireEvent.change(day, { target: { value: '2999-01-01' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
      expect(await within(dialog).findByText('Choose a day before today')).toBeTruthy();
      expect(fakeApi.inputsOf('reconciliationRun')).toEqual([]);

      fireEvent.change(day, { target: { value: '2026-11-20' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
      expect(
        await within(dialog).findByText(
          'This shop has no keys for that gateway, so its bills cannot be read',
        ),
      ).toBeTruthy();
      expect(fakeApi.inputsOf('reconciliationRun')).toEqual([
        { gateway: 'alipay', day: '2026-11-20' },
      ]);
    },
    TIMEOUT,
  );
});
