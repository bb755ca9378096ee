import { screen, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoute } from '@/shared/testing/render-route';
import { MyDropsRoute } from './my-drops';

type Row = ActionOutput<'dropMine'>['list'][number];

const row = (overrides: Partial<Row>): Row => ({
  id: 1,
  drop_id: 2,
  product_id: 31,
  product_name: 'Ink edition',
  product_image: '/p.png',
  stage: 'drawn',
  entries_close_at: '2026-12-03T02:00:00.000Z',
  state: 'not_drawn',
  place: 4,
  buy_by: null,
  order_id: null,
  entered_at: '2026-12-01T03:00:00.000Z',
  unseen: false,
  ...overrides,
});

afterEach(() => {
  useSession.getState().logout();
  setLang('zh-cn');
});

describe('MyDropsRoute', () => {
  it('lists my entries with their results and clears the badge once shown', async () => {
    setLang('en');
    useSession.setState({ token: 'tok-mine' });
    fakeApi.answer('dropMine', {
      list: [
        row({
          id: 7,
          product_id: 40,
          product_name: 'Paper moon',
          state: 'won',
          place: 1,
          buy_by: '2026-12-04T02:00:00.000Z',
          unseen: true,
        }),
        row({ id: 3 }),
      ],
      total: 2,
      page: 1,
      limit: 10,
      unseen_count: 1,
    });
    fakeApi.on('dropInfo', () => {
      throw new Error('not needed for the list');
    });
    fakeApi.answer('dropSeen', { unseen_count: 0 });
    renderRoute(<MyDropsRoute />, '/myDrops');

    const rows = await screen.findAllByTestId('my-drop');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Won')).toBeTruthy();
    expect(within(rows[0]!).getByText('New')).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Buy now' })).toBeTruthy();
    expect(within(rows[1]!).getByText('Not drawn')).toBeTruthy();
    expect(within(rows[1]!).getByText('Place no. 4')).toBeTruthy();
    expect(
      within(rows[1]!).getByRole('link', { name: 'Drop and proof' }).getAttribute('href'),
    ).toBe('/drop?id=31');
    await screen.findByTestId('location');
    expect(fakeApi.calls).toHaveBeenCalledWith('dropSeen', {});
  });

  it('says so when I entered none, in Chinese', async () => {
    useSession.setState({ token: 'tok-mine' });
    fakeApi.answer('dropMine', { list: [], total: 0, page: 1, limit: 10, unseen_count: 0 });
    renderRoute(<MyDropsRoute />, '/myDrops');
    expect(await screen.findByText('您还没有报名过抽签')).toBeTruthy();
    expect(fakeApi.inputsOf('dropSeen')).toEqual([]);
  });
});
