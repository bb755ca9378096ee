import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import LiabilityScreen from './liability-screen';

const liability: ActionOutput<'pointsLiability'> = {
  from: '2026-10-28',
  to: '2026-11-26',
  outstanding: 20661,
  holders: 9,
  expiring_30d: 277,
  days: [
    { day: '2026-11-26', reason: 'sign_in', issued: 40, redeemed: 0 },
    { day: '2026-11-26', reason: 'game_cost', issued: 0, redeemed: 90 },
    { day: '2026-11-25', reason: 'sign_in', issued: 35, redeemed: 0 },
    { day: '2026-11-25', reason: 'expire', issued: 0, redeemed: 12 },
  ],
};

function renderScreen() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <LiabilityScreen />
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

describe('LiabilityScreen', () => {
  it('shows what is owed, what expires soon, and the points issued and redeemed by reason and day', async () => {
    fakeApi.answer('pointsLiability', liability);
    renderScreen();
    expect(await screen.findByText('2026-10-28 至 2026-11-26（店铺时区）')).toBeTruthy();
    expect(screen.getByText('20,661')).toBeTruthy();
    expect(screen.getByText('277')).toBeTruthy();
    const byReason = screen.getByRole('tabpanel');
    const signIn = within(byReason).getByText('每日签到').closest('tr') as HTMLElement;
    expect(signIn.textContent).toBe('每日签到+750');
    const expired = within(byReason).getByText('积分过期').closest('tr') as HTMLElement;
    expect(expired.textContent).toBe('积分过期0−12');
    expect(fakeApi.inputsOf('pointsLiability')).toEqual([{}]);

    fireEvent.click(screen.getByRole('tab', { name: '按日' }));
    const perDay = screen.getByRole('tabpanel', { name: '按日' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(5);
    expect(within(perDay).getAllByText('2026-11-26')).toHaveLength(2);
  });

  it('asks for the days picked once both are there, none after today', async () => {
    fakeApi.answer('pointsLiability', liability);
    renderScreen();
    const days = await screen.findByRole('group', { name: '统计日期' });
    const from = within(days).getByLabelText('开始日期') as HTMLInputElement;
    const to = within(days).getByLabelText('结束日期') as HTMLInputElement;
    expect(to.max).toBe(dayjs().format('YYYY-MM-DD'));
    await waitFor(() => expect(fakeApi.inputsOf('pointsLiability')).toEqual([{}]));

    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.change(to, { target: { value: '2026-11-15' } });
    await waitFor(() =>
      expect(fakeApi.inputsOf('pointsLiability')).toContainEqual({
        from: '2026-11-01',
        to: '2026-11-15',
      }),
    );
    expect([from.value, to.value]).toEqual(['2026-11-01', '2026-11-15']);
  });

  it('says why a range was refused, in English', async () => {
    setLang('en');
    fakeApi.refuse('pointsLiability', new Error('At most 92 days can be shown at once'));
    renderScreen();
    expect(await screen.findByText('The liability could not be loaded')).toBeTruthy();
    expect(screen.getByText('At most 92 days can be shown at once')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    setLang('zh-cn');
  });
});
