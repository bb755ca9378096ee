import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Code } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { artistCard, renderArtisan } from '../testing/render-artisan';
import { FollowDetailsRoute } from './follow-details';

const artist: ActionOutput<'myArtisanInfo'> = {
  ...artistCard(),
  bio: '生于杭州，\n在海边长大。\n\n2019 年起以代码创作。\n\n\n作品曾在上海展出。',
  works: [
    {
      id: 31,
      title: '潮汐 No.3',
      image: '/uploads/work-31.png',
      year: 2024,
      medium: '生成艺术',
      description: '',
    },
  ],
  is_liked: false,
  is_followed: false,
};

function stat(name: string) {
  // The figure follows its term in the definition list.
  return screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** An answer the test releases when it wants to look at the pending state. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  setLang('zh-cn');
});

afterEach(() => {
  useSession.getState().logout();
});

const page = <FollowDetailsRoute />;

describe('FollowDetailsRoute', () => {
  it('shows the creator, the bio as paragraphs, counts with separators and the works', async () => {
    fakeApi.answer('myArtisanInfo', artist);
    renderArtisan(page, '/followDetails?id=7');

    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: '林岚' })).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith('myArtisanInfo', { id: 7 }, expect.anything());
    expect(screen.getByText('生成艺术家')).toBeTruthy();
    expect(screen.getByText('杭州')).toBeTruthy();

    const bio = screen.getByRole('region', { name: '关于林岚' });
    expect([...bio.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '生于杭州，在海边长大。',
      '2019 年起以代码创作。',
      '作品曾在上海展出。',
    ]);

    expect(stat('喜欢')).toBe('1,234');
    expect(stat('关注者')).toBe('56,789');

    const works = within(screen.getByRole('region', { name: /作品/ }));
    expect(works.getByRole('img', { name: '潮汐 No.3' }).getAttribute('src')).toBe(
      '/uploads/work-31.png',
    );
    expect(works.getByText('2024 年 · 生成艺术')).toBeTruthy();
  });

  it('follows and likes with a pending state, then shows the state and counts the server answers', async () => {
    useSession.setState({ token: 'tok-artist' });
    const followAnswer = deferred<ActionOutput<'artisanCollection'>>();
    fakeApi.answer('myArtisanInfo', artist);
    fakeApi.on('artisanCollection', () => followAnswer.promise);
    fakeApi.answer('artisanLike', { liked: true, like_count: 1235 });
    renderArtisan(page, '/followDetails?id=7');

    const follow = await screen.findByRole('button', { name: /关\s*注/ });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(follow);
    expect(fakeApi.calls).toHaveBeenCalledWith('artisanCollection', {
      artisan_id: 7,
      followed: true,
    });
    expect(follow.className).toContain('ant-btn-loading');
    // A second click while the first is on its way asks nothing more.
    await userEvent.click(follow);
    expect(follow.textContent).not.toContain('已');
    expect(fakeApi.inputsOf('artisanCollection')).toHaveLength(1);

    await act(async () => followAnswer.resolve({ followed: true, follower_count: 56790 }));
    const following = await screen.findByRole('button', { name: /已关注/ });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(stat('关注者')).toBe('56,790');

    await userEvent.click(screen.getByRole('button', { name: /喜\s*欢/ }));
    expect(fakeApi.calls).toHaveBeenCalledWith('artisanLike', { artisan_id: 7, liked: true });
    expect(await screen.findByRole('button', { name: /已喜欢/ })).toBeTruthy();
    expect(stat('喜欢')).toBe('1,235');
  });

  it('asks the server for the opposite of what it shows, and unfollows a followed creator', async () => {
    useSession.setState({ token: 'tok-artist' });
    fakeApi.answer('myArtisanInfo', { ...artist, is_followed: true });
    fakeApi.answer('artisanCollection', { followed: false, follower_count: 56788 });
    renderArtisan(page, '/followDetails?id=7');

    await userEvent.click(await screen.findByRole('button', { name: /已关注/ }));
    expect(fakeApi.calls).toHaveBeenCalledWith('artisanCollection', {
      artisan_id: 7,
      followed: false,
    });
    expect(await screen.findByRole('button', { name: /^关\s*注$/ })).toBeTruthy();
    expect(stat('关注者')).toBe('56,788');
  });

  it('sends an anonymous visitor who clicks like to the login page, to come back here', async () => {
    fakeApi.answer('myArtisanInfo', artist);
    renderArtisan(page, '/followDetails?id=7');

    await userEvent.click(await screen.findByRole('button', { name: /喜\s*欢/ }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/login?redirect=%2FfollowDetails%3Fid%3D7',
    );
    expect(fakeApi.calls).not.toHaveBeenCalledWith('artisanLike', expect.anything());
  });

  it('shows the not-found state for an id the server refuses, asking only once', async () => {
    fakeApi.refuse('myArtisanInfo', new RequestError('艺术家不存在', { code: Code.REFUSED }));
    renderArtisan(page, '/followDetails?id=999');

    expect(
      await screen.findByRole('heading', { level: 1, name: '没有找到这位艺术家' }),
    ).toBeTruthy();
    const back = screen.getByRole('link', { name: '返回艺术家团队' });
    expect(back.getAttribute('href')).toBe('/ARTISTTEAM');
    expect(fakeApi.calls).toHaveBeenCalledTimes(1);
    // The page is the one message: the request client is asked not to announce the refusal.
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'myArtisanInfo',
      { id: 999 },
      expect.objectContaining({ quietRefusal: true }),
    );
  });

  it('shows the not-found state for a missing or malformed id without asking the server', () => {
    renderArtisan(page, '/followDetails?id=abc');
    expect(screen.getByRole('heading', { level: 1, name: '没有找到这位艺术家' })).toBeTruthy();
    expect(fakeApi.calls).not.toHaveBeenCalled();
  });

  it('offers a retry when the connection fails', async () => {
    // The query tries a dropped connection once more by itself before it gives up.
    let attempts = 0;
    fakeApi.on('myArtisanInfo', () => {
      attempts += 1;
      if (attempts <= 2) throw new RequestError('网络异常');
      return artist;
    });
    renderArtisan(page, '/followDetails?id=7');

    expect((await screen.findByRole('alert', undefined, { timeout: 3000 })).textContent).toContain(
      '暂时无法加载艺术家信息',
    );
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: '林岚' })).toBeTruthy(),
    );
  });
});
