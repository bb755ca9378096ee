import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { pickPrize, playMessage } from '@atelier/contract/fairness';
import { createHash, createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { clickThrice, passClickGuard, useGuardClock } from '@/shared/testing/click-guard';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoute } from '@/shared/testing/render-route';
import { userInfo } from '@/shared/testing/user-info';
import { PlayGameRoute } from './play-game';

const SEED = '5e'.repeat(32);
const COMMITMENT = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');

const config: ActionOutput<'gameConfig'> = {
  version: 3,
  cost: 10,
  daily_limit: 10,
  daily_budget: 20000,
  prizes: [
    {
      name: { 'zh-cn': '谢谢参与', en: 'Better luck next time' },
      points: 0,
      weight: 1,
      odds: '50.00%',
    },
    { name: { 'zh-cn': '50 积分', en: '50 points' }, points: 50, weight: 1, odds: '50.00%' },
  ],
};

function state(plays: number): ActionOutput<'gameState'> {
  return {
    seed: {
      id: 4,
      commitment: COMMITMENT,
      server_seed: null,
      client_seed: 'lucky',
      plays,
      created_at: '2026-03-10T01:00:00.000Z',
      revealed_at: null,
    },
    plays_today: plays,
    plays_left: 10 - plays,
    budget_left: 19950,
    recent: [],
  };
}

function prizeOf(nonce: number): number {
  const hmac = createHmac('sha256', Buffer.from(SEED, 'hex'))
    .update(playMessage('lucky', nonce))
    .digest('hex');
  return pickPrize(hmac, [1, 1]);
}

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-game' });
  // The wheel settles at once for a reader who asked for less motion.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('PlayGameRoute', () => {
  it('shows the commitment before play, then the result and the balance moved by prize − cost', async () => {
    let score = 100;
    let plays = 0;
    fakeApi.answer('gameConfig', config);
    fakeApi.on('gameState', () => state(plays));
    fakeApi.on('userInfo', () => userInfo({ score }));
    fakeApi.answer('gameSeeds', { list: [], total: 0, page: 1, limit: 20, prize_tables: [] });
    fakeApi.on('scoreGame', () => {
      plays += 1;
      score += 50 - 10;
      return {
        play: {
          id: 1,
          seed_id: 4,
          nonce: 0,
          client_seed: 'lucky',
          prize: 1,
          prize_points: 50,
          cost: 10,
          config_version: 3,
          created_at: '2026-03-10T02:00:00.000Z',
        },
        prize_name: { 'zh-cn': '50 积分', en: '50 points' },
        score,
        plays_today: plays,
        plays_left: 10 - plays,
      };
    });
    renderRoute(<PlayGameRoute />, '/playGame');

    expect(await screen.findByRole('heading', { level: 1, name: 'Points game' })).toBeTruthy();
    expect(await screen.findByText(COMMITMENT)).toBeTruthy();
    expect(await screen.findByText('100')).toBeTruthy();
    expect(screen.getByText('10 of 10')).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByText('No spins yet')).toBeTruthy();
    expect(screen.getByText('Nothing to verify yet')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Spin for 10 points' }));
    expect(await screen.findByText('You won 50 points')).toBeTruthy();
    expect(screen.getByText('Balance +40 (prize 50 − cost 10)')).toBeTruthy();
    expect(await screen.findByText('140')).toBeTruthy();
    expect(await screen.findByText('9 of 10')).toBeTruthy();
    // The unchanged client seed is not sent again.
    expect(fakeApi.inputsOf('scoreGame')).toEqual([{}]);
  });

  it('refuses a malformed client seed before sending it, and sends a changed one', async () => {
    fakeApi.answer('gameConfig', config);
    fakeApi.answer('gameState', state(0));
    fakeApi.answer('userInfo', userInfo({ score: 100 }));
    fakeApi.answer('gameSeeds', { list: [], total: 0, page: 1, limit: 20, prize_tables: [] });
    renderRoute(<PlayGameRoute />, '/playGame');
    const field = await screen.findByLabelText('Client seed');
    await userEvent.clear(field);
    await userEvent.type(field, 'two words');
    expect(screen.getByText('1–64 visible ASCII characters, no spaces')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Spin for 10 points' }).hasAttribute('disabled'),
    ).toBe(true);

    fakeApi.refuse('scoreGame', new Error('not needed here'));
    await userEvent.clear(field);
    await userEvent.type(field, 'my-own-seed');
    await userEvent.click(screen.getByRole('button', { name: 'Spin for 10 points' }));
    expect(fakeApi.inputsOf('scoreGame')).toEqual([{ client_seed: 'my-own-seed' }]);
  });

  it('marks each revealed play ✓ once recomputed in the browser', async () => {
    fakeApi.answer('gameConfig', config);
    fakeApi.answer('gameState', state(0));
    fakeApi.answer('userInfo', userInfo({ score: 100 }));
    const playsList = [0, 1, 2].map((nonce) => ({
      id: 10 + nonce,
      seed_id: 3,
      nonce,
      client_seed: 'lucky',
      prize: prizeOf(nonce),
      prize_points: prizeOf(nonce) === 1 ? 50 : 0,
      cost: 10,
      config_version: 3,
      created_at: '2026-03-09T02:00:00.000Z',
    }));
    fakeApi.answer('gameSeeds', {
      list: [
        {
          id: 3,
          commitment: COMMITMENT,
          server_seed: SEED,
          client_seed: 'lucky',
          plays: 3,
          created_at: '2026-03-09T01:00:00.000Z',
          revealed_at: '2026-03-10T01:00:00.000Z',
          plays_list: playsList,
        },
      ],
      total: 1,
      page: 1,
      limit: 20,
      prize_tables: [{ version: 3, weights: [1, 1] }],
    });
    renderRoute(<PlayGameRoute />, '/playGame');
    const verify = await screen.findByRole('region', { name: 'Verify my plays' });
    const button = within(verify).getByRole('button', { name: 'Verify my plays' });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await userEvent.click(button);
    expect(await within(verify).findByText('All 3 plays checked: they match ✓')).toBeTruthy();
    expect(within(verify).getByText('Matches its commitment ✓')).toBeTruthy();
    expect(within(verify).getAllByText('matches')).toHaveLength(3);
    expect(within(verify).getByText(/^Play 1: /)).toBeTruthy();
    expect(within(verify).getByText(/^Play 3: /)).toBeTruthy();
    expect(within(verify).queryByText(/^Play 0: /)).toBeNull();
  });

  it('tells what to do before there is anything to verify', async () => {
    fakeApi.answer('gameConfig', config);
    fakeApi.answer('gameState', state(2));
    fakeApi.answer('userInfo', userInfo({ score: 100 }));
    fakeApi.answer('gameSeeds', { list: [], total: 0, page: 1, limit: 20, prize_tables: [] });
    renderRoute(<PlayGameRoute />, '/playGame');
    const verify = await screen.findByRole('region', { name: 'Verify my plays' });
    expect(
      await within(verify).findByText(
        'Your spins under the current seed can be checked once it is revealed: press “Reveal seed and start a new one” above, then “Verify my plays”.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reveal seed and start a new one' })).toBeTruthy();
  });

  it('does not congratulate a spin that paid back less than it cost, and spins once for a double click', async () => {
    let plays = 0;
    fakeApi.answer('gameConfig', config);
    fakeApi.on('gameState', () => state(plays));
    fakeApi.answer('userInfo', userInfo({ score: 100 }));
    fakeApi.answer('gameSeeds', { list: [], total: 0, page: 1, limit: 20, prize_tables: [] });
    fakeApi.on('scoreGame', () => {
      plays += 1;
      return {
        play: {
          id: 2,
          seed_id: 4,
          nonce: 0,
          client_seed: 'lucky',
          prize: 1,
          prize_points: 5,
          cost: 10,
          config_version: 3,
          created_at: '2026-03-10T02:00:00.000Z',
        },
        prize_name: { 'zh-cn': '5 积分', en: '5 points' },
        score: 95,
        plays_today: plays,
        plays_left: 10 - plays,
      };
    });
    renderRoute(<PlayGameRoute />, '/playGame');
    const spin = await screen.findByRole('button', { name: 'Spin for 10 points' });
    useGuardClock();
    await clickThrice(spin);
    expect(await screen.findByText('You got 5 points back')).toBeTruthy();
    expect(screen.getByText('Balance −5 (prize 5 − cost 10)')).toBeTruthy();
    expect(screen.queryByText(/You won/)).toBeNull();
    passClickGuard();
    expect(fakeApi.inputsOf('scoreGame')).toHaveLength(1);
  });

  it('says 返还, not 恭喜, in Chinese for such a spin', async () => {
    setLang('zh-cn');
    fakeApi.answer('gameConfig', config);
    fakeApi.answer('gameState', state(0));
    fakeApi.answer('userInfo', userInfo({ score: 100 }));
    fakeApi.answer('gameSeeds', { list: [], total: 0, page: 1, limit: 20, prize_tables: [] });
    fakeApi.answer('scoreGame', {
      play: {
        id: 2,
        seed_id: 4,
        nonce: 0,
        client_seed: 'lucky',
        prize: 1,
        prize_points: 5,
        cost: 10,
        config_version: 3,
        created_at: '2026-03-10T02:00:00.000Z',
      },
      prize_name: { 'zh-cn': '5 积分', en: '5 points' },
      score: 95,
      plays_today: 1,
      plays_left: 9,
    });
    renderRoute(<PlayGameRoute />, '/playGame');
    await userEvent.click(await screen.findByRole('button', { name: /^转一次/ }));
    expect(await screen.findByText('返还 5 积分')).toBeTruthy();
    expect(screen.queryByText(/恭喜/)).toBeNull();
    setLang('en');
  });

  it('offers another try when the game cannot be loaded', async () => {
    fakeApi.answer('gameConfig', config);
    fakeApi.refuse('gameState', new Error('offline'));
    fakeApi.answer('userInfo', userInfo({ score: 100 }));
    renderRoute(<PlayGameRoute />, '/playGame');
    expect(await screen.findByText('The game could not be loaded')).toBeTruthy();
    fakeApi.answer('gameState', state(0));
    fakeApi.answer('gameSeeds', { list: [], total: 0, page: 1, limit: 20, prize_tables: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(COMMITMENT)).toBeTruthy();
  });
});
