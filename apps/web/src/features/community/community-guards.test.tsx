import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { clickThrice, passClickGuard, useGuardClock } from '@/shared/testing/click-guard';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoute } from '@/shared/testing/render-route';
import { renderWithApp } from '@/shared/testing/render-with-app';
import type { GroupInfo } from './api/group-queries';
import { MyNoticesList } from './components/centre-lists';
import { ConventionBanner } from './components/convention-banner';
import type { Post } from './posts/api/post-queries';
import { PostFeed } from './posts/post-feed';
import { CommunityJoinRoute } from './routes/community-join';

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

const post: Post = {
  id: 7,
  group_id: 3,
  author: { user_id: 9, nickname: 'Mira', avatar: '', verified_collector: false },
  text: 'A new bowl',
  images: [],
  like_count: 2,
  comment_count: 0,
  liked: false,
  mine: false,
  created_at: '2026-11-25T04:00:00.000Z',
};

function renderIn(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/groupDetail?id=3']}>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Three quick clicks send one write; the button is back once two seconds have passed. */
async function writesOnce(button: HTMLElement, action: Parameters<typeof fakeApi.inputsOf>[0]) {
  await clickThrice(button);
  await waitFor(() => expect(fakeApi.inputsOf(action)).toHaveLength(1));
  expect((button as HTMLButtonElement).disabled).toBe(true);
  passClickGuard();
  expect(fakeApi.inputsOf(action)).toHaveLength(1);
}

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-guards' });
});

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().logout();
});

describe('the community’s write buttons keep the two-second guard', () => {
  it('posts once for three quick clicks on Post', async () => {
    const user = userEvent.setup();
    fakeApi.answer('groupContent', { list: [], total: 0, page: 1, limit: 10 });
    fakeApi.on('groupPostCreate', (input) => ({ ...post, text: input.text, mine: true }));
    renderIn(<PostFeed groupId={3} me={member} />);
    const form = await screen.findByRole('form', { name: 'Write a post' });
    await user.type(within(form).getByRole('textbox', { name: 'Write a post' }), 'A new bowl');
    useGuardClock();
    await writesOnce(within(form).getByRole('button', { name: 'Post' }), 'groupPostCreate');
  });

  it('likes once, and comments once', async () => {
    const user = userEvent.setup();
    fakeApi.answer('groupContent', { list: [post], total: 1, page: 1, limit: 10 });
    fakeApi.answer('groupComments', { list: [], total: 0, page: 1, limit: 10 });
    fakeApi.on('groupPostLike', () => ({ id: 7, liked: true, like_count: 3 }));
    fakeApi.on('groupCommentCreate', () => ({
      id: 1,
      post_id: 7,
      author: post.author,
      text: 'Lovely',
      mine: true,
      created_at: '2026-11-25T05:00:00.000Z',
    }));
    renderIn(<PostFeed groupId={3} me={member} />);
    const article = await screen.findByRole('article', { name: 'Mira' });
    useGuardClock();
    await writesOnce(within(article).getByRole('button', { name: /^Like/ }), 'groupPostLike');

    vi.useRealTimers();
    const again = await screen.findByRole('article', { name: 'Mira' });
    await user.click(within(again).getByRole('button', { name: /Comments \(0\)/ }));
    await user.type(await within(again).findByRole('textbox'), 'Lovely');
    useGuardClock();
    await writesOnce(within(again).getByRole('button', { name: 'Send' }), 'groupCommentCreate');
  });

  it('reports a post once', async () => {
    const user = userEvent.setup();
    fakeApi.answer('groupContent', { list: [post], total: 1, page: 1, limit: 10 });
    fakeApi.on('groupReport', () => ({ id: 1 }));
    renderIn(<PostFeed groupId={3} me={member} />);
    const article = await screen.findByRole('article', { name: 'Mira' });
    await user.click(within(article).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report to the moderators' });
    useGuardClock();
    await writesOnce(within(dialog).getByRole('button', { name: 'Send report' }), 'groupReport');
  });

  it('accepts the convention once', async () => {
    fakeApi.on('groupConventionAccept', () => ({ group_id: 3, accepted_version: 2 }));
    renderIn(<ConventionBanner groupId={3} version={2} onRead={() => undefined} />);
    useGuardClock();
    await writesOnce(
      screen.getByRole('button', { name: 'I have read it and accept' }),
      'groupConventionAccept',
    );
  });

  it('marks a notice read once', async () => {
    fakeApi.answer('communityNotices', {
      list: [
        {
          id: 4,
          kind: 'application_approved',
          group: { id: 3, name: 'Glaze' },
          text: 'You are in',
          read: false,
          created_at: '2026-11-25T04:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      limit: 10,
      unread: 1,
    });
    fakeApi.on('communityNoticeRead', () => ({ unread: 1 }));
    renderIn(<MyNoticesList />);
    useGuardClock();
    await writesOnce(
      await screen.findByRole('button', { name: 'Mark read' }),
      'communityNoticeRead',
    );
    vi.useRealTimers();
  });

  it('sends a join application once', async () => {
    setLang('zh-cn');
    const user = userEvent.setup();
    const group = {
      id: 3,
      name: '陶艺研习社',
      summary: '',
      cover: '/c.svg',
      member_count: 2,
      post_count: 0,
      last_activity_at: null,
      gated: false,
      open: true,
      description: '',
      convention: { version: 2, text: '友善交流。', updated_at: '2026-01-01T00:00:00Z' },
      gate_product: null,
      gate_kind: 'order',
      question_count: 0,
      image_count: 0,
      members: [],
      me: { ...member, state: 'none', joined_at: null, accepted_version: null },
    } satisfies GroupInfo;
    fakeApi.answer('groupInfo', group);
    fakeApi.answer('groupQuestion', { group_id: 3, convention: group.convention, questions: [] });
    fakeApi.answer('groupJoinCreate', {
      id: 9,
      group_id: 3,
      status: 'pending',
      created_at: '2026-03-02T02:00:00.000Z',
    });
    renderRoute(<CommunityJoinRoute />, '/communityJoin?id=3');
    await user.click(await screen.findByRole('checkbox', { name: '我已阅读并同意社区公约' }));
    useGuardClock();
    await writesOnce(screen.getByRole('button', { name: '提交申请' }), 'groupJoinCreate');
  });
});
