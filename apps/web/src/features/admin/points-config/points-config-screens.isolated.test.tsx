import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import GameRulesScreen from './game-rules-screen';
import ScoreRulesScreen from './score-rules-screen';

const versions = {
  list: [{ version: 1, actor_id: null, actor_name: '', created_at: '2026-11-26T03:00:00.000Z' }],
  total: 1,
  page: 1,
  limit: 10,
};

const game: ActionOutput<'gameConfigInfo'> = {
  version: 1,
  values: {
    cost: 10,
    prizes: [
      { name: { 'zh-cn': '谢谢参与', en: 'No prize' }, points: 0, weight: 3 },
      { name: { 'zh-cn': '20 积分', en: '20 points' }, points: 20, weight: 1 },
    ],
    daily_limit: 10,
    daily_budget: 20000,
  },
  versions,
  history: [],
};

const score: ActionOutput<'scoreConfigInfo'> = {
  version: 3,
  values: {
    sign_points: 5,
    streak: { cycle_days: 7, bonuses: [{ day: 7, points: 20 }] },
    earn_points_per_yuan: null,
    expiry: { policy: 'days', days: 365 },
    levels: [{ threshold: 0, name: { 'zh-cn': '新晋藏家', en: 'Newcomer' } }],
  },
  versions: { ...versions, total: 3 },
  history: [
    {
      id: 9,
      actor_id: 4,
      actor_name: 'operator',
      actor_role: 'operator',
      action: 'scoreConfigSave',
      target_type: 'score_config',
      target_id: 'score',
      before: { version: 2, sign_points: 4 },
      after: { version: 3, sign_points: 5 },
      ip: '127.0.0.1',
      created_at: '2026-11-26T04:00:00.000Z',
      labels: {
        action: 'Saved points rules',
        fields: { version: 'Version', sign_points: 'Sign-in points' },
        values: {},
      },
    },
  ],
};

function renderScreen(ui: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}

/** Each test renders and saves a whole antd form: slow on a busy machine. */
const FORM_TIMEOUT = 15_000;

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-operator' });
});

afterEach(() => {
  useSession.getState().logout();
  setLang('zh-cn');
});

describe('GameRulesScreen', () => {
  it(
    'shows each prize’s odds as its weight changes and saves the prizes as a new version',
    async () => {
      fakeApi.answer('gameConfigInfo', game);
      fakeApi.answer('gameConfigSave', { version: 2 });
      renderScreen(<GameRulesScreen />);
      expect(await screen.findByText('Version 1 in force')).toBeTruthy();
      const weight = await screen.findByLabelText('Weight 2');
      await waitFor(() => expect((weight as HTMLInputElement).value).toBe('1'));
      const odds = () => screen.getAllByTestId('prize-odds').map((cell) => cell.textContent);
      expect(odds()).toEqual(['75.00%', '25.00%']);

      fireEvent.change(weight, { target: { value: '3' } });
      await waitFor(() => expect(odds()).toEqual(['50.00%', '50.00%']));
      fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
      await waitFor(() =>
        expect(fakeApi.inputsOf('gameConfigSave')).toEqual([
          {
            ...game.values,
            prizes: [game.values.prizes[0], { ...game.values.prizes[1], weight: 3 }],
          },
        ]),
      );
      expect(await screen.findByText('Saved as version 2')).toBeTruthy();
    },
    FORM_TIMEOUT,
  );
});

describe('ScoreRulesScreen', () => {
  it(
    'shows the streak table, levels and the changes; "never" expiry is saved without days',
    async () => {
      fakeApi.answer('scoreConfigInfo', score);
      fakeApi.answer('scoreConfigSave', { version: 4 });
      renderScreen(<ScoreRulesScreen />);
      expect(await screen.findByText('Version 3 in force')).toBeTruthy();
      const signPoints = await screen.findByLabelText('Points per sign-in');
      await waitFor(() => expect((signPoints as HTMLInputElement).value).toBe('5'));
      expect((screen.getByLabelText('Extra points 1') as HTMLInputElement).value).toBe('20');
      expect((screen.getByLabelText('Name in English') as HTMLInputElement).value).toBe('Newcomer');
      // The change saved before, as the audit trail holds it.
      expect(screen.getByText('Saved points rules')).toBeTruthy();
      expect(screen.getByText('Sign-in points')).toBeTruthy();

      // The streak table: 5 points a day, 25 on the 7th.
      const table = () =>
        [...screen.getByTestId('streak-table').querySelectorAll('strong')].map(
          (n) => n.textContent,
        );
      expect(table()).toEqual(['5', '5', '5', '5', '5', '5', '25']);
      fireEvent.change(signPoints, { target: { value: '8' } });
      await waitFor(() => expect(table()).toEqual(['8', '8', '8', '8', '8', '8', '28']));
      fireEvent.click(screen.getByLabelText('Never'));
      await waitFor(() => expect(screen.queryByLabelText('Days before points expire')).toBeNull());
      fireEvent.click(screen.getByRole('button', { name: /Add a bonus day/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
      await waitFor(() =>
        expect(fakeApi.inputsOf('scoreConfigSave')).toEqual([
          {
            ...score.values,
            sign_points: 8,
            streak: {
              cycle_days: 7,
              bonuses: [
                { day: 7, points: 20 },
                { day: 2, points: 0 },
              ],
            },
            expiry: { policy: 'never', days: null },
          },
        ]),
      );
      expect(await screen.findByText('Saved as version 4')).toBeTruthy();
    },
    FORM_TIMEOUT,
  );
});
