import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { RankList } from './rank-list';

const page = (
  period: 'week' | 'month' | 'all',
  names: string[],
  me: ActionOutput<'rankList'>['me'] = null,
): ActionOutput<'rankList'> => ({
  list: names.map((nickname, i) => ({ rank: i + 1, nickname, avatar: '', points: 900 - i * 100 })),
  total: names.length,
  page: 1,
  limit: 10,
  period,
  me,
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/PointsMall']}>
        <RankList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => setLang('zh-cn'));
afterEach(() => useSession.getState().logout());

describe('RankList', () => {
  it('shows this week’s leaders and my place, and switches period by tab and by arrow key', async () => {
    useSession.setState({ token: 'tok-rank' });
    fakeApi.on('rankList', (input) =>
      input?.period === 'month'
        ? page('month', ['阿澈', 'Mira Chen'])
        : page(input?.period ?? 'week', ['青柚', '林小满'], {
            rank: 2,
            nickname: '林小满',
            avatar: '',
            points: 800,
          }),
    );
    renderList();
    const board = within(screen.getByRole('region', { name: '积分排行榜' }));
    expect(board.getByRole('tab', { name: '本周' }).getAttribute('aria-selected')).toBe('true');
    const rows = await board.findAllByRole('listitem');
    expect(rows.map((item) => item.textContent)).toEqual([
      '第 1 名1青青柚900 积分',
      '第 2 名2林林小满800 积分',
    ]);
    expect(board.getByTestId('rank-me').textContent).toBe('我的排名第 2 名 · 800 积分');

    await userEvent.click(board.getByRole('tab', { name: '本月' }));
    expect(await board.findByText('Mira Chen')).toBeTruthy();
    expect(board.getByTestId('rank-me').textContent).toContain('本周期内您还没有获得积分');

    await userEvent.keyboard('{ArrowRight}');
    expect(board.getByRole('tab', { name: '总榜' }).getAttribute('aria-selected')).toBe('true');
    expect(fakeApi.inputsOf('rankList').at(-1)).toMatchObject({ period: 'all', page: 1 });
  });

  it('asks a visitor to sign in, and shows a designed empty list in English', async () => {
    setLang('en');
    fakeApi.answer('rankList', page('week', []));
    renderList();
    const board = within(screen.getByRole('region', { name: 'Points leaders' }));
    expect(await board.findByRole('heading', { name: 'No one is on the list yet' })).toBeTruthy();
    expect(
      board.getByRole('link', { name: 'Sign in to see your place' }).getAttribute('href'),
    ).toBe('/login?redirect=%2FPointsMall');
    setLang('zh-cn');
  });
});
