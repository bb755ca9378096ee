import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { artistCard, renderArtisan } from '../testing/render-artisan';
import { MyFollowingRoute } from './my-following';

type Followed = ActionOutput<'myArtisan'>['list'][number];

const lin: Followed = { ...artistCard(), followed_at: '2026-03-04T10:00:00.000+08:00' };
const shen: Followed = {
  ...artistCard({ id: 8, name: '沈遥', title: '数字画家' }),
  followed_at: '2026-02-01T09:00:00.000+08:00',
};

function pageOf(list: Followed[]): ActionOutput<'myArtisan'> {
  return { list, total: list.length, page: 1, limit: 10 };
}

const page = <MyFollowingRoute />;

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-following' });
});

afterEach(() => {
  useSession.getState().logout();
});

describe('MyFollowingRoute', () => {
  it('lists the creators I follow with their title, date and page', async () => {
    fakeApi.answer('myArtisan', pageOf([lin, shen]));
    renderArtisan(page, '/MyFollowing');

    expect(screen.getByRole('status')).toBeTruthy();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 2 }).textContent).toBe('林岚');
    expect(first.getByText('生成艺术家')).toBeTruthy();
    expect(first.getByText('关注于 2026-03-04')).toBeTruthy();
    expect(first.getByRole('link', { name: '查看主页' }).getAttribute('href')).toBe(
      '/followDetails?id=7',
    );
    expect(screen.getByText('已关注 2 位')).toBeTruthy();
  });

  it('shows an empty state that leads to the artist team', async () => {
    fakeApi.answer('myArtisan', pageOf([]));
    renderArtisan(page, '/MyFollowing');

    expect(await screen.findByRole('heading', { name: '还没有关注任何艺术家' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去看看艺术家团队' }).getAttribute('href')).toBe(
      '/ARTISTTEAM',
    );
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('unfollows from the list: the row leaves, and the last one leaves the empty state', async () => {
    let followed = [lin];
    fakeApi.on('myArtisan', () => pageOf(followed));
    fakeApi.on('artisanCollection', (input) => {
      expect(input).toEqual({ artisan_id: 7, followed: false });
      followed = [];
      return { followed: false, follower_count: 56788 };
    });
    renderArtisan(page, '/MyFollowing');

    const row = await screen.findByRole('listitem');
    await userEvent.click(within(row).getByRole('button', { name: '取消关注' }));

    expect(await screen.findByRole('heading', { name: '还没有关注任何艺术家' })).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(await screen.findByText('已取消关注林岚')).toBeTruthy();
  });

  it('offers to sign in again when the session has ended', () => {
    useSession.getState().logout();
    renderArtisan(page, '/MyFollowing');

    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2FMyFollowing',
    );
    expect(fakeApi.calls).not.toHaveBeenCalled();
  });

  it('steps back a page when the last artist of a later page is unfollowed elsewhere', async () => {
    fakeApi.on('myArtisan', ({ page: pageNo }) =>
      pageNo === 1 ? { ...pageOf([lin]), total: 1 } : { list: [], total: 1, page: 2, limit: 10 },
    );
    renderArtisan(page, '/MyFollowing?page=2');
    await waitFor(() =>
      expect(fakeApi.calls).toHaveBeenCalledWith(
        'myArtisan',
        { page: 1, limit: 10 },
        expect.anything(),
      ),
    );
    expect(await screen.findByRole('heading', { level: 2, name: '林岚' })).toBeTruthy();
  });
});
