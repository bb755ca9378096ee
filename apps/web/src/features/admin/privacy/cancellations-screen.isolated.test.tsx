import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import CancellationsScreen from './cancellations-screen';

const TIMEOUT = 20_000;
const DAY = 86_400_000;

function pendingList(): ActionOutput<'cancellationList'> {
  const now = Date.now();
  return {
    list: [
      {
        user_id: 31,
        username: 'willow',
        nickname: 'Willow Finch',
        requested_at: new Date(now - 12 * DAY).toISOString(),
        erase_after: new Date(now + 3 * DAY - 60_000).toISOString(),
      },
    ],
    total: 1,
    page: 1,
    limit: 20,
  };
}

function renderScreen() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/admin/cancellations']}>
        <CancellationsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useSession.setState({ token: 'tok-admin' });
});

afterEach(() => {
  useSession.getState().logout();
  setLang('zh-cn');
});

describe('CancellationsScreen', () => {
  it(
    'lists each account in its cooling-off period with the days left and a link to it',
    async () => {
      setLang('en');
      fakeApi.answer('cancellationList', pendingList());
      renderScreen();
      const link = await screen.findByRole('link', { name: 'Willow Finch' });
      expect(link.getAttribute('href')).toBe('/admin/customer?id=31');
      const row = link.closest('tr');
      expect(row).toBeTruthy();
      expect(within(row as HTMLElement).getByText('3 days')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'See the erasure log' }).getAttribute('href')).toBe(
        '/admin/audit?target_type=erasure',
      );
      expect(fakeApi.inputsOf('cancellationList')).toEqual([{ page: 1, limit: 20 }]);
    },
    TIMEOUT,
  );

  it(
    'says so when no account is waiting, in Chinese',
    async () => {
      fakeApi.answer('cancellationList', { list: [], total: 0, page: 1, limit: 20 });
      renderScreen();
      expect(await screen.findByText('目前没有处于冷静期的注销申请')).toBeTruthy();
    },
    TIMEOUT,
  );
});
