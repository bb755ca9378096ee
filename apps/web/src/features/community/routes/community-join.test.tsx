import { Code } from '@atelier/contract/codes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { passClickGuard, useGuardClock } from '@/shared/testing/click-guard';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoute } from '@/shared/testing/render-route';
import type { GroupInfo, Questionnaire } from '../api/group-queries';
import { CommunityJoinRoute } from './community-join';

const group: GroupInfo = {
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
  convention: {
    version: 2,
    text: '友善交流。\n\n<b>不发广告</b>',
    updated_at: '2026-01-01T00:00:00Z',
  },
  gate_product: null,
  gate_kind: 'order',
  question_count: 2,
  image_count: 0,
  members: [],
  me: {
    state: 'none',
    joined_at: null,
    accepted_version: null,
    must_accept: false,
    banned_until: null,
    ban_reason: '',
    cooldown_until: null,
    refusal_reason: '',
  },
};

const questionnaire: Questionnaire = {
  group_id: 3,
  convention: group.convention,
  questions: [
    {
      id: 31,
      kind: 'single',
      title: '你是？',
      required: true,
      options: [
        { id: 1, label: '收藏者' },
        { id: 2, label: '手作人' },
      ],
    },
    { id: 32, kind: 'text', title: '介绍一下自己', required: false, options: [] },
  ],
};

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-join' });
  fakeApi.answer('groupInfo', group);
  fakeApi.answer('groupQuestion', questionnaire);
});

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().logout();
});

describe('CommunityJoinRoute', () => {
  it('stops an applicant who has not agreed, sending nothing, then sends the answers', async () => {
    const user = userEvent.setup();
    fakeApi.answer('groupJoinCreate', {
      id: 9,
      group_id: 3,
      status: 'pending',
      created_at: '2026-03-02T02:00:00.000Z',
    });
    renderRoute(<CommunityJoinRoute />, '/communityJoin?id=3');

    expect(await screen.findByText('加入「陶艺研习社」')).toBeTruthy();
    // The convention is plain text: its markup is shown, not run.
    expect(screen.getByText('<b>不发广告</b>')).toBeTruthy();
    // A required question says so once, in words: no asterisk besides.
    const required = screen.getByText('你是？').closest('label') as HTMLElement;
    expect(required.textContent).toBe('1.你是？必答');
    expect(required.className).toContain('ant-form-item-required-mark-hidden');
    useGuardClock();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请阅读并勾选同意社区公约')).toBeTruthy();
    expect(await screen.findByText('请回答这个问题')).toBeTruthy();
    expect(fakeApi.inputsOf('groupJoinCreate')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '手作人' }));
    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意社区公约' }));
    // The button keeps its two-second guard after the first click.
    passClickGuard();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('申请已提交')).toBeTruthy();
    expect(fakeApi.inputsOf('groupJoinCreate')).toEqual([
      {
        group_id: 3,
        agree: true,
        convention_version: 2,
        answers: [{ question_id: 31, option_ids: [2] }],
      },
    ]);
  });

  it('shows the server’s refusal above the button', async () => {
    const user = userEvent.setup();
    fakeApi.refuse(
      'groupJoinCreate',
      new RequestError('申请未通过后需等待一段时间，2026-03-09 10:00 后可再次申请', {
        code: Code.REFUSED,
      }),
    );
    renderRoute(<CommunityJoinRoute />, '/communityJoin?id=3');
    await user.click(await screen.findByRole('radio', { name: '收藏者' }));
    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意社区公约' }));
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '2026-03-09 10:00 后可再次申请',
    );
  });

  it('tells a member they belong already, with the way back', async () => {
    fakeApi.answer('groupInfo', { ...group, me: { ...group.me!, state: 'member' } });
    renderRoute(<CommunityJoinRoute />, '/communityJoin?id=3');
    expect(await screen.findByText('您已是该社群成员。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回社群' }).getAttribute('href')).toBe(
      '/groupDetail?id=3',
    );
  });
});
