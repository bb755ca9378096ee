import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import AlertsScreen from './alerts-screen';

const TIMEOUT = 15_000;
const product = { id: 4, name: 'Fireflies', product_no: 'ATL-0006' };

const alerts: ActionOutput<'serialAlertList'> = {
  list: [
    {
      id: 3,
      code: '7K3M-9QXW-TR2B-H5CN',
      product,
      day: '2026-11-26',
      visitors: 23,
      status: 'open',
      created_at: '2026-11-26T03:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  limit: 20,
};

const batch = {
  id: 2,
  product,
  quantity: 50,
  note: '',
  status: 'active' as const,
  owned_count: 1,
  created_by: 'editor',
  created_at: '2026-11-01T03:00:00.000Z',
  revoked_at: null,
  revoke_reason: '',
};

const lookup: ActionOutput<'serialLookup'> = {
  id: 9,
  code: '7K3M-9QXW-TR2B-H5CN',
  edition: { number: 3, total: 50 },
  state: 'owned',
  owner: { id: 12, username: 'collector', mobile: '138****5678' },
  order_no: '202611260001',
  activated_at: '2026-11-20T03:00:00.000Z',
  check_count: 31,
  first_checked_at: '2026-11-20T04:00:00.000Z',
  batch,
  owners: [
    {
      account: { id: 12, username: 'collector', mobile: '138****5678' },
      source: 'shipped',
      since: '2026-11-20T03:00:00.000Z',
      until: null,
    },
  ],
  visitors_today: 23,
};

function renderScreen(ui: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
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

describe('AlertsScreen', () => {
  it(
    'acknowledges an alert from its row, and opens the serial’s history from its code',
    async () => {
      fakeApi.answer('serialAlertList', alerts);
      fakeApi.answer('serialAlertDecide', { acknowledged: 1 });
      fakeApi.answer('serialLookup', lookup);
      renderScreen(<AlertsScreen />);
      const row = (await screen.findByText('Fireflies · ATL-0006')).closest('tr') as HTMLElement;
      expect(within(row).getByText('23')).toBeTruthy();
      fireEvent.click(within(row).getByRole('button', { name: 'Mark as looked at' }));
      await waitFor(() => expect(fakeApi.inputsOf('serialAlertDecide')).toEqual([{ ids: [3] }]));
      expect(await screen.findByText('1 alert marked as looked at')).toBeTruthy();

      fireEvent.click(within(row).getByRole('button', { name: '7K3M-9QXW-TR2B-H5CN' }));
      const found = await screen.findByTestId('serial-lookup');
      expect(within(found).getByText('3 / 50')).toBeTruthy();
      expect(within(found).getByText('31 in all; 23 visitors in the last 24 h')).toBeTruthy();
      expect(within(found).getByText('collector (138****5678)')).toBeTruthy();
      expect(within(found).getByText('Current owner')).toBeTruthy();
      expect(fakeApi.inputsOf('serialLookup')).toEqual([{ code: '7K3M-9QXW-TR2B-H5CN' }]);
    },
    TIMEOUT,
  );
});
