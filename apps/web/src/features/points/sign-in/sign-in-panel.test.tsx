import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { SignInPanel } from './sign-in-panel';

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <SignInPanel />
    </QueryClientProvider>,
  );
}

const before: ActionOutput<'signCalendar'> = {
  month: '2030-02',
  today: '2030-02-06',
  signed_today: false,
  streak: 2,
  today_points: 10,
  tomorrow_points: 5,
  days: [
    { day: '2030-02-04', points: 5 },
    { day: '2030-02-05', points: 5 },
  ],
};

beforeEach(() => {
  useSession.setState({ token: 'tok-sign' });
});

afterEach(() => {
  useSession.getState().logout();
});

describe('SignInPanel', () => {
  it('signs in once: the button turns to "Signed in" and today is ticked', async () => {
    setLang('en');
    let signed = false;
    fakeApi.on('signCalendar', () =>
      signed
        ? {
            ...before,
            signed_today: true,
            streak: 3,
            tomorrow_points: 5,
            days: [...before.days, { day: '2030-02-06', points: 10 }],
          }
        : before,
    );
    fakeApi.on('sign', () => {
      signed = true;
      return { day: '2030-02-06', points: 10, streak: 3, tomorrow_points: 5, score: 120 };
    });
    renderPanel();

    await screen.findByTestId('sign-in-panel');
    const panel = within(screen.getByRole('region', { name: 'Daily sign-in' }));
    expect(panel.getByText('2 days in a row')).toBeTruthy();
    expect(panel.getByText('+10 points')).toBeTruthy();
    const calendar = panel.getByRole('table', { name: 'Sign-ins in February 2030' });
    expect(calendar.querySelectorAll('[data-signed="true"]')).toHaveLength(2);
    expect(within(calendar).getByText('4 February: signed in, +5 points')).toBeTruthy();

    await userEvent.click(panel.getByRole('button', { name: 'Sign in now' }));
    const done = await panel.findByRole('button', { name: /Signed in/ });
    expect(done.hasAttribute('disabled')).toBe(true);
    expect(fakeApi.inputsOf('sign')).toHaveLength(1);
    expect(await screen.findByText('Signed in: +10 points')).toBeTruthy();
    expect(panel.getByText('3 days in a row')).toBeTruthy();
    expect(calendar.querySelector('[data-day="2030-02-06"]')?.getAttribute('data-signed')).toBe(
      'true',
    );
  });

  it('speaks Chinese, and shows a lapsed streak as a fresh start', async () => {
    setLang('zh-cn');
    fakeApi.answer('signCalendar', { ...before, streak: 0, days: [], today_points: 5 });
    renderPanel();
    await screen.findByTestId('sign-in-panel');
    const panel = within(screen.getByRole('region', { name: '每日签到' }));
    expect(panel.getByText('今天开始连续签到')).toBeTruthy();
    expect(panel.getByText('本月还没有签到')).toBeTruthy();
    expect(panel.getByRole('button', { name: '立即签到' })).toBeTruthy();
  });

  it('offers a retry when the calendar does not load', async () => {
    setLang('en');
    fakeApi.refuse('signCalendar', new Error('offline'));
    renderPanel();
    expect(await screen.findByText('Your sign-ins did not load')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
