import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { passClickGuard, useGuardClock } from '@/shared/testing/click-guard';
import { fakeApi } from '@/shared/testing/fake-api';
import { ArtistTeamRoute } from '../routes/artist-team';
import { FollowDetailsRoute } from '../routes/follow-details';
import { artistCard, renderArtisan } from '../testing/render-artisan';

/**
 * A server that keeps its counts: my like or follow moves artist 7, and another customer's
 * moves artist 8 at the same moment, which only a fresh read of the team can show.
 */
function countingServer() {
  const counts = {
    7: { like_count: 1234, follower_count: 567 },
    8: { like_count: 40, follower_count: 12 },
  };
  const marks = { liked: false, followed: false };
  const card = (id: 7 | 8) => artistCard({ id, name: id === 7 ? '林岚' : '沈遥', ...counts[id] });
  fakeApi.on('artisan', () => ({ list: [card(7), card(8)], total: 2, page: 1, limit: 12 }));
  fakeApi.on('myArtisanInfo', (): ActionOutput<'myArtisanInfo'> => ({
    ...card(7),
    bio: '',
    works: [],
    is_liked: marks.liked,
    is_followed: marks.followed,
  }));
  fakeApi.on('artisanLike', ({ liked }) => {
    // The page always asks for the state it wants.
    marks.liked = liked === true;
    counts[7].like_count += marks.liked ? 1 : -1;
    counts[8].like_count += 1;
    return { liked: marks.liked, like_count: counts[7].like_count };
  });
  fakeApi.on('artisanCollection', ({ followed }) => {
    marks.followed = followed === true;
    counts[7].follower_count += marks.followed ? 1 : -1;
    counts[8].follower_count += 1;
    return { followed: marks.followed, follower_count: counts[7].follower_count };
  });
}

/** The artist's page with the team beside it, as a customer sees both after going back. */
function renderBoth() {
  renderArtisan(
    <>
      <FollowDetailsRoute />
      <ArtistTeamRoute />
    </>,
    '/followDetails?id=7',
  );
}

const teamCard = async (name: string) => {
  const cards = await screen.findAllByRole('article');
  const found = cards.find((c) => within(c).queryByRole('heading', { name }));
  if (!found) throw new Error(`no card for ${name}`);
  return within(found);
};

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-counts' });
});

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().logout();
});

describe('artist counts after a like or a follow', () => {
  it('shows the new like count on the page and the team, and takes it back on unlike', async () => {
    useGuardClock();
    countingServer();
    renderBoth();
    expect((await teamCard('沈遥')).getByText('40')).toBeTruthy();

    await userEvent.click(await screen.findByRole('button', { name: /喜\s*欢/ }));
    await screen.findByRole('button', { name: /已喜欢/ });
    await waitFor(async () => expect((await teamCard('沈遥')).getByText('41')).toBeTruthy());
    expect((await teamCard('林岚')).getByText('1,235')).toBeTruthy();
    expect(screen.getAllByText('1,235').length).toBeGreaterThanOrEqual(2);

    passClickGuard();
    await userEvent.click(screen.getByRole('button', { name: /已喜欢/ }));
    await screen.findByRole('button', { name: /^喜\s*欢$/ });
    await waitFor(async () => expect((await teamCard('沈遥')).getByText('42')).toBeTruthy());
    expect((await teamCard('林岚')).getByText('1,234')).toBeTruthy();
    expect(screen.queryByText('1,235')).toBeNull();
  });

  it('shows the new follower count on the page and the team after a follow', async () => {
    countingServer();
    renderBoth();
    expect((await teamCard('沈遥')).getByText('12')).toBeTruthy();

    await userEvent.click(await screen.findByRole('button', { name: /关\s*注/ }));
    await screen.findByRole('button', { name: /已关注/ });
    await waitFor(async () => expect((await teamCard('沈遥')).getByText('13')).toBeTruthy());
    expect((await teamCard('林岚')).getByText('568')).toBeTruthy();
    expect(screen.getAllByText('568').length).toBeGreaterThanOrEqual(2);
  });
});
