import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { passClickGuard, useGuardClock } from '@/shared/testing/click-guard';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderWithApp } from '@/shared/testing/render-with-app';
import type { Post } from './api/post-queries';
import { MyPosts } from './my-posts';
import { PostFeed } from './post-feed';

type Me = NonNullable<ActionOutput<'groupInfo'>['me']>;

const member: Me = {
  state: 'member',
  joined_at: '2026-11-01T02:00:00.000Z',
  accepted_version: 1,
  must_accept: false,
  banned_until: null,
  ban_reason: '',
  cooldown_until: null,
  refusal_reason: '',
};

const post = (id: number, over: Partial<Post> = {}): Post => ({
  id,
  group_id: 3,
  author: { user_id: 9, nickname: 'Mira', avatar: '', verified_collector: false },
  text: `Post ${id}`,
  images: [],
  like_count: 2,
  comment_count: 0,
  liked: false,
  mine: false,
  created_at: '2026-11-25T04:00:00.000Z',
  ...over,
});

function renderFeed(me: Me | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/groupDetail?id=3']}>
        <PostFeed groupId={3} me={me} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-posts' });
});

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().logout();
});

describe('PostFeed', () => {
  it('shows a member’s text as text: markup stays visible, web addresses become safe links', async () => {
    fakeApi.answer('groupContent', {
      list: [
        post(1, {
          text: '<script>alert(1)</script> <img src=x onerror="alert(2)"> notes: https://example.com/glaze',
        }),
      ],
      total: 1,
      page: 1,
      limit: 10,
    });
    const { container } = renderFeed(null);
    const article = await screen.findByRole('article', { name: 'Mira' });
    expect(within(article).getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(within(article).getByText(/onerror="alert\(2\)"/)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    const link = within(article).getByRole('link', { name: 'https://example.com/glaze' });
    expect(link.getAttribute('href')).toBe('https://example.com/glaze');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    // A visitor reads, and is asked to sign in to take part.
    expect(screen.getByRole('heading', { name: 'Sign in to take part' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Write a post' })).toBeNull();
  });

  it('marks a verified collector beside their name, and no one else', async () => {
    fakeApi.answer('groupContent', {
      list: [
        post(1, {
          author: { user_id: 7, nickname: 'Lin', avatar: '', verified_collector: true },
        }),
        post(2),
      ],
      total: 2,
      page: 1,
      limit: 10,
    });
    renderFeed(null);
    const collector = await screen.findByRole('article', { name: 'Lin' });
    expect(within(collector).getByText('Verified collector')).toBeTruthy();
    const plain = screen.getByRole('article', { name: 'Mira' });
    expect(within(plain).queryByText('Verified collector')).toBeNull();
  });

  it('asks a non-member to join, and tells a banned member until when and why', async () => {
    fakeApi.answer('groupContent', { list: [], total: 0, page: 1, limit: 10 });
    const { unmount } = renderFeed({ ...member, state: 'none', joined_at: null });
    const join = await screen.findByRole('link', { name: 'Apply to join' });
    expect(join.getAttribute('href')).toBe('/communityJoin?id=3');
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeTruthy();
    unmount();

    renderFeed({
      ...member,
      state: 'banned',
      banned_until: '2026-12-01T04:00:00.000Z',
      ban_reason: 'Spam',
    });
    expect(await screen.findByText(/banned from this group until 2026-12-01/)).toBeTruthy();
    expect(screen.getByText(/Reason: Spam/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Write a post' })).toBeNull();
  });

  it('lets a member post: nothing is sent without text, then the text goes with the group', async () => {
    const user = userEvent.setup();
    fakeApi.answer('groupContent', { list: [], total: 0, page: 1, limit: 10 });
    fakeApi.on('groupPostCreate', (input) => post(5, { text: input.text, mine: true }));
    renderFeed(member);
    const form = await screen.findByRole('form', { name: 'Write a post' });
    expect(within(form).getByText('0/9 images')).toBeTruthy();
    useGuardClock();
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Write something first')).toBeTruthy();
    expect(fakeApi.calls).not.toHaveBeenCalledWith('groupPostCreate', expect.anything());

    await user.type(within(form).getByRole('textbox', { name: 'Write a post' }), 'A new bowl');
    // The button keeps its two-second guard after the first click.
    passClickGuard();
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(fakeApi.calls).toHaveBeenCalledWith('groupPostCreate', {
        group_id: 3,
        text: 'A new bowl',
        images: [],
      }),
    );
  });

  it('likes, and loads more after the last post shown', async () => {
    const user = userEvent.setup();
    fakeApi.on('groupContent', (input) =>
      input.before === undefined
        ? {
            list: Array.from({ length: 10 }, (_, i) => post(20 - i)),
            total: 11,
            page: 1,
            limit: 10,
          }
        : { list: [post(10)], total: 11, page: 1, limit: 10 },
    );
    fakeApi.on('groupPostLike', (input) => ({ id: Number(input.id), liked: true, like_count: 3 }));
    renderFeed(member);
    const articles = await screen.findAllByRole('article');
    await user.click(within(articles[0] as HTMLElement).getByRole('button', { name: /^Like/ }));
    expect(fakeApi.calls).toHaveBeenCalledWith('groupPostLike', { id: 20, liked: true });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Post 10')).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'groupContent',
      { group_id: 3, limit: 10, before: 11 },
      expect.anything(),
    );
    expect(await screen.findByText('That’s every post')).toBeTruthy();
  });

  it('offers a member to report others’ posts with a reason, and to delete their own', async () => {
    const user = userEvent.setup();
    fakeApi.answer('groupContent', {
      list: [post(2, { mine: true, text: 'mine' }), post(1, { text: 'theirs' })],
      total: 2,
      page: 1,
      limit: 10,
    });
    fakeApi.on('groupReport', () => ({ id: 1 }));
    renderFeed(member);
    const [mine, theirs] = await screen.findAllByRole('article');
    expect(within(mine as HTMLElement).queryByRole('button', { name: 'Report' })).toBeNull();
    expect(within(mine as HTMLElement).getByRole('button', { name: 'Delete' })).toBeTruthy();
    await user.click(within(theirs as HTMLElement).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report to the moderators' });
    await user.click(within(dialog).getByRole('radio', { name: 'Off topic' }));
    await user.type(within(dialog).getByRole('textbox'), 'not pottery');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(fakeApi.calls).toHaveBeenCalledWith('groupReport', {
        post_id: 1,
        comment_id: undefined,
        reason: 'off_topic',
        note: 'not pottery',
      }),
    );
  });

  it('says so when the posts cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi.on('groupContent', () => {
      if (fail) throw new Error('offline');
      return { list: [post(1)], total: 1, page: 1, limit: 10 };
    });
    renderFeed(null);
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Post 1')).toBeTruthy();
  });
});

describe('MyPosts', () => {
  it('lists my posts with their group, marking one the moderators hid', async () => {
    setLang('zh-cn');
    fakeApi.answer('myGroupPosts', {
      list: [
        {
          ...post(4, { mine: true, text: '被隐藏的' }),
          group_name: '陶艺爱好者',
          status: 'hidden',
        },
        { ...post(3, { mine: true }), group_name: '陶艺爱好者', status: 'visible' },
      ],
      total: 2,
      page: 1,
      limit: 10,
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithApp(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <MyPosts />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const [hidden, shown] = await screen.findAllByRole('article');
    expect(within(hidden as HTMLElement).getByText('已被管理员隐藏')).toBeTruthy();
    expect(within(shown as HTMLElement).queryByText('已被管理员隐藏')).toBeNull();
    expect(
      within(hidden as HTMLElement)
        .getByRole('link', { name: '发布于 陶艺爱好者' })
        .getAttribute('href'),
    ).toBe('/groupDetail?id=3');
  });

  it('invites me to the groups when I have not posted', async () => {
    setLang('en');
    fakeApi.answer('myGroupPosts', { list: [], total: 0, page: 1, limit: 10 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithApp(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <MyPosts />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'You have not posted yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse groups' }).getAttribute('href')).toBe(
      '/COMMUNITY',
    );
  });
});
