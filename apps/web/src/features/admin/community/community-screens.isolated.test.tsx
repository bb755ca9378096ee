import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import ApplicationsScreen from './applications-screen';
import GroupScreen from './group-screen';
import { MembersPanel } from './members-panel';
import ReportsScreen from './reports-screen';

const TIMEOUT = 15_000;
const person = (n: number) => ({ user_id: n, nickname: `member${n}`, mobile: '138****800' + n });
const groups: ActionOutput<'communityGroupList'> = { list: [], total: 0, page: 1, limit: 100 };

const applications: ActionOutput<'communityApplicationList'> = {
  list: [1, 2].map((id) => ({
    id,
    group: { id: 5, name: 'Lacquer circle' },
    applicant: person(id),
    answers: [{ question: 'Why join?', answer: '<b>I lacquer bowls</b>' }],
    convention_version: 1,
    status: 'pending' as const,
    reason: '',
    decided_by: '',
    created_at: '2026-11-26T03:00:00.000Z',
    decided_at: null,
  })),
  total: 2,
  page: 1,
  limit: 20,
};

const script = '<script>alert(1)</script><img src=x onerror=alert(2)> buy now';
const reports: ActionOutput<'communityReportList'> = {
  list: [
    {
      id: 7,
      group: { id: 5, name: 'Lacquer circle' },
      post: {
        id: 3,
        author: person(1),
        text: script,
        images: ['/uploads/p.png'],
        status: 'visible',
      },
      comment: null,
      reason: 'spam',
      note: 'again',
      reporter: person(2),
      reports_of_same: 2,
      status: 'open',
      decided_by: '',
      created_at: '2026-11-26T03:00:00.000Z',
      decided_at: null,
    },
  ],
  total: 1,
  page: 1,
  limit: 20,
};

function renderScreen(ui: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-operator' });
  fakeApi.answer('communityGroupList', groups);
});

afterEach(() => {
  useSession.getState().logout();
  setLang('zh-cn');
});

describe('ApplicationsScreen', () => {
  it(
    'refuses the selected applications with a preset reason, or asks for the staff member’s own',
    async () => {
      fakeApi.answer('communityApplicationList', applications);
      fakeApi.answer('communityApplicationDecide', { decided: 2, skipped: 0 });
      renderScreen(<ApplicationsScreen />);
      await screen.findByText('member1');
      fireEvent.click(screen.getAllByRole('checkbox')[0] as HTMLElement);
      fireEvent.click(await screen.findByRole('button', { name: 'Refuse 2' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByLabelText('Write my own'));
      await within(dialog).findByLabelText('The reason, as the applicant will read it');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
      expect(await within(dialog).findByText('Choose a reason or write one')).toBeTruthy();
      expect(fakeApi.inputsOf('communityApplicationDecide')).toEqual([]);

      fireEvent.click(within(dialog).getByLabelText('At odds with the group’s convention'));
      await waitFor(() =>
        expect(
          within(dialog).queryByLabelText('The reason, as the applicant will read it'),
        ).toBeNull(),
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
      await waitFor(() =>
        expect(fakeApi.inputsOf('communityApplicationDecide')).toEqual([
          { ids: [1, 2], decision: 'refuse', reason_key: 'convention', reason: '' },
        ]),
      );
      expect(await screen.findByText('2 decided')).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'approves one application from its row and shows answers as text',
    async () => {
      fakeApi.answer('communityApplicationList', applications);
      fakeApi.answer('communityApplicationDecide', { decided: 0, skipped: 1 });
      renderScreen(<ApplicationsScreen />);
      const row = (await screen.findByText('member2')).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
      await waitFor(() =>
        expect(fakeApi.inputsOf('communityApplicationDecide')).toEqual([
          { ids: [2], decision: 'approve', reason: '' },
        ]),
      );
      expect(await screen.findByText('0 decided; 1 already decided by someone else')).toBeTruthy();
      fireEvent.click(within(row).getByRole('button', { name: /expand/i }));
      expect((await screen.findAllByText('<b>I lacquer bowls</b>')).length).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});

describe('ReportsScreen', () => {
  it(
    'shows the reported text as text, never markup, and hides it',
    async () => {
      fakeApi.answer('communityReportList', reports);
      fakeApi.answer('communityReportDecide', { decided: 1, skipped: 0 });
      const { container } = renderScreen(<ReportsScreen />);
      expect((await screen.findByTestId('reported-text')).textContent).toBe(script);
      expect(container.querySelector('script')).toBeNull();
      expect(container.querySelector('img[src="x"]')).toBeNull();
      expect(screen.getByText('2 open reports')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
      await waitFor(() =>
        expect(fakeApi.inputsOf('communityReportDecide')).toEqual([{ ids: [7], decision: 'hide' }]),
      );
    },
    TIMEOUT,
  );
});

const detail: ActionOutput<'communityGroupInfo'> = {
  id: 5,
  name_zh: '漆艺研习社',
  name_en: 'Lacquer circle',
  description_zh: '一起研究大漆。',
  description_en: 'We study lacquer.',
  cover: '/uploads/cover.png',
  convention_zh: '友善交流。',
  convention_en: 'Be kind.',
  status: 'open',
  sort: 0,
  gate_product_id: null,
  gate_kind: 'order',
  gate_product: null,
  convention_version: 3,
  convention_updated_at: '2026-11-26T03:00:00.000Z',
  questions: [
    {
      id: 11,
      kind: 'single',
      title_zh: '做漆多久？',
      title_en: 'How long?',
      required: true,
      options: [
        { id: 21, label_zh: '刚开始', label_en: 'Just started' },
        { id: 22, label_zh: '多年', label_en: 'Years' },
      ],
    },
  ],
  images: [],
  member_count: 4,
  missing_english: [],
  created_at: '2026-11-26T03:00:00.000Z',
  updated_at: '2026-11-26T03:00:00.000Z',
};

describe('GroupScreen', () => {
  it(
    'announces the next convention version as its text changes and saves the questions with their ids',
    async () => {
      fakeApi.answer('communityGroupInfo', detail);
      fakeApi.answer('communityGroupSave', { ...detail, convention_version: 4 });
      fakeApi.answer('communityMemberList', { list: [], total: 0, page: 1, limit: 20 });
      fakeApi.answer('communityBanList', { list: [], total: 0, page: 1, limit: 50 });
      fakeApi.answer('productList', { list: [], total: 0, page: 1, limit: 20 });
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/admin/community-group?id=5']}>
            <GroupScreen />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      const convention = await screen.findByLabelText('Convention · English');
      expect(screen.getByText(/^Version 3, since 2026-11-26/)).toBeTruthy();
      fireEvent.change(convention, { target: { value: 'Be kind; credit sources.' } });
      expect(await screen.findByText('The text has changed: saving makes version 4.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fakeApi.inputsOf('communityGroupSave')).toHaveLength(1));
      const [saved] = fakeApi.inputsOf('communityGroupSave');
      expect(saved).toMatchObject({
        id: 5,
        convention_en: 'Be kind; credit sources.',
        questions: [{ id: 11, options: [{ id: 21 }, { id: 22 }] }],
      });
      expect(await screen.findByText('Saved; the convention is now version 4')).toBeTruthy();
    },
    TIMEOUT,
  );
});

describe('MembersPanel', () => {
  it(
    'bans a member until a day after today, sent as the day’s digits',
    async () => {
      fakeApi.answer('communityMemberList', {
        list: [
          {
            ...person(3),
            joined_at: '2026-11-20T03:00:00.000Z',
            accepted_version: 3,
            post_count: 2,
            banned_until: null,
          },
        ],
        total: 1,
        page: 1,
        limit: 20,
      });
      fakeApi.answer('communityBanList', { list: [], total: 0, page: 1, limit: 50 });
      fakeApi.on('communityBan', () => ({
        group: { id: 5, name: 'Lacquer circle' },
        member: person(3),
        until: '2026-12-31T16:00:00.000Z',
        reason: 'Spam',
        banned_by: 'operator',
        created_at: '2026-11-30T03:00:00.000Z',
      }));
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/admin/community-group?id=5']}>
            <MembersPanel groupId={5} />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Ban' }));
      const dialog = await screen.findByRole('dialog');
      const until = within(dialog).getByLabelText(
        'Until (the first day they may take part again)',
      ) as HTMLInputElement;
      // A week from today to start with; the browser's picker offers tomorrow on.
      expect(until.value).toBe(dayjs().add(7, 'day').format('YYYY-MM-DD'));
      expect(until.min).toBe(dayjs().add(1, 'day').format('YYYY-MM-DD'));

      fireEvent.change(until, { target: { value: '' } });
      fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Spam' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
      expect(
        await within(dialog).findByText(
          'Please fill in Until (the first day they may take part again)',
        ),
      ).toBeTruthy();
      expect(fakeApi.inputsOf('communityBan')).toEqual([]);

      fireEvent.change(until, { target: { value: '2027-01-01' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
      await waitFor(() =>
        expect(fakeApi.inputsOf('communityBan')).toEqual([
          { group_id: 5, user_id: 3, until: '2027-01-01', reason: 'Spam' },
        ]),
      );
    },
    TIMEOUT,
  );
});
