import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { MyAccountRoute } from './my-account';

const account: ActionOutput<'pointsAccount'> = {
  score: 4230,
  score_total: 5600,
  level: { index: 1, threshold: 500, name: { 'zh-cn': '进阶藏家', en: 'Collector' } },
  next_level: { threshold: 10000, name: { 'zh-cn': '典藏大师', en: 'Connoisseur' } },
  progress: 53.6,
  expiring: [
    { day: '2026-12-15', points: 257 },
    { day: '2026-12-20', points: 5 },
  ],
  expiring_total: 262,
};

const row = (id: number, delta: number, reason: 'sign_in' | 'game_cost', balance: number) => ({
  id,
  delta,
  balance_after: balance,
  reason,
  ref: '',
  config_version: 1,
  created_at: '2026-11-25T04:00:00.000Z',
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/myAccount']}>
        <MyAccountRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-account' });
});

afterEach(() => {
  useSession.getState().logout();
});

describe('MyAccountRoute', () => {
  it('shows usable and cumulative points, the level, what expires soon and the history', async () => {
    fakeApi.answer('pointsAccount', account);
    fakeApi.on('pointsLedger', (input) => ({
      list:
        input?.reason === 'game_cost'
          ? []
          : [row(2, 5, 'sign_in', 4230), row(1, -10, 'game_cost', 4225)],
      total: input?.reason === 'game_cost' ? 0 : 2,
      page: 1,
      limit: 10,
    }));
    renderPage();

    const summary = within(await screen.findByRole('region', { name: '积分' }));
    expect(summary.getByText('4,230')).toBeTruthy();
    expect(summary.getByText('5,600')).toBeTruthy();
    expect(summary.getByText('进阶藏家')).toBeTruthy();
    expect(summary.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('53.6');
    expect(summary.getByText('再获得 4,400 积分 即可升级为典藏大师')).toBeTruthy();

    const expiring = within(screen.getByRole('region', { name: '30 天内即将过期' }));
    expect(expiring.getByText('共 262 积分')).toBeTruthy();
    expect(expiring.getByText('有效期至 2026-12-15')).toBeTruthy();

    const history = within(screen.getByRole('region', { name: '积分明细' }));
    expect(await history.findByText('每日签到')).toBeTruthy();
    expect(history.getByText('+5')).toBeTruthy();
    expect(history.getByText('−10')).toBeTruthy();
    expect(history.getByText('余额 4,225')).toBeTruthy();
    expect(history.getByText('共 2 条')).toBeTruthy();
  });

  it('asks for the reason picked and shows a designed empty state with a way back', async () => {
    fakeApi.answer('pointsAccount', account);
    fakeApi.on('pointsLedger', (input) => ({
      list: input?.reason ? [] : [row(2, 5, 'sign_in', 4230)],
      total: input?.reason ? 0 : 1,
      page: 1,
      limit: 10,
    }));
    renderPage();
    const history = within(await screen.findByRole('region', { name: '积分明细' }));
    await history.findByText('每日签到');

    await userEvent.click(history.getByRole('combobox', { name: '类型' }));
    await userEvent.click(await screen.findByTitle('积分游戏消耗'));
    expect(await history.findByRole('heading', { name: '暂无积分变动' })).toBeTruthy();
    expect(fakeApi.inputsOf('pointsLedger').at(-1)).toMatchObject({ reason: 'game_cost', page: 1 });

    await userEvent.click(history.getByRole('button', { name: '查看全部' }));
    expect(await history.findByText('每日签到')).toBeTruthy();
  });

  it('offers a retry when the points cannot be loaded, and speaks English', async () => {
    setLang('en');
    let attempts = 0;
    fakeApi.on('pointsAccount', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { ...account, next_level: null, progress: 100 };
    });
    fakeApi.answer('pointsLedger', { list: [], total: 0, page: 1, limit: 10 });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have reached the highest level')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'No changes here' })).toBeTruthy(),
    );
    setLang('zh-cn');
  });
});
