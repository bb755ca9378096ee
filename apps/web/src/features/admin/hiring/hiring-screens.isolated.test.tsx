import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import ApplicationScreen from './application-screen';
import ApplicationsScreen from './applications-screen';
import PositionScreen from './position-screen';

const TIMEOUT = 15_000;

const reviewing: ActionOutput<'applicationInfo'> = {
  id: 7,
  position: { id: 2, title: 'Generative art engineer' },
  name: 'Mira Chen',
  mobile: '13900000102',
  email: 'mira.chen@example.com',
  status: 'reviewing',
  has_resume: true,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
  answers: [
    { question: 'Which environment?', kind: 'single', answer: 'TouchDesigner', retired: false },
    { question: 'Which tools do you use?', kind: 'multiple', answer: 'GLSL, p5', retired: true },
  ],
  resume: { name: 'Mira CV.pdf', size: 2048 },
  moves: [
    {
      from: 'new',
      to: 'reviewing',
      note: 'Strong shader work',
      by: 'operator',
      at: '2026-11-21T03:00:00.000Z',
    },
  ],
  next: ['interview', 'declined'],
};

const saved: ActionOutput<'positionSave'> = {
  id: 12,
  kind: 'full_time',
  status: 'draft',
  title: 'Interaction designer',
  department: '',
  city: '',
  headcount: 1,
  question_count: 1,
  application_count: 0,
  missing_english: [],
  published_at: '2026-11-27T03:00:00.000Z',
  updated_at: '2026-11-27T03:00:00.000Z',
  closed_at: null,
  body: {
    kind: 'full_time',
    status: 'draft',
    title_zh: '交互设计师',
    title_en: 'Interaction designer',
    department_zh: '',
    department_en: '',
    city_zh: '',
    city_en: '',
    summary_zh: '',
    summary_en: '',
    description_zh: '',
    description_en: '',
    requirements_zh: '',
    requirements_en: '',
    headcount: 1,
    questions: [
      { id: 30, kind: 'text', title_zh: '作品集链接', title_en: '', required: false, options: [] },
    ],
  },
};

function renderAt(path: string, ui: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-staff' });
});

afterEach(() => {
  useSession.getState().logout();
  setLang('zh-cn');
});

describe('ApplicationScreen', () => {
  it(
    'shows the answers beside their questions and moves the application with a note',
    async () => {
      fakeApi.answer('applicationInfo', reviewing);
      fakeApi.answer('applicationMove', {
        ...reviewing,
        status: 'interview',
        next: ['hired', 'declined'],
      });
      renderAt('/admin/application?id=7', <ApplicationScreen />);
      expect(await screen.findByText('Application #7 · Mira Chen')).toBeTruthy();
      expect(screen.getByText('TouchDesigner')).toBeTruthy();
      expect(screen.getByText('Question since removed')).toBeTruthy();
      expect(screen.getByText('Strong shader work')).toBeTruthy();
      expect(screen.getByRole('button', { name: /Download résumé · Mira CV.pdf/ })).toBeTruthy();

      fireEvent.change(screen.getByLabelText('Note (optional)'), {
        target: { value: 'Call on Tuesday' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Move' }));
      await waitFor(() =>
        expect(fakeApi.inputsOf('applicationMove')).toEqual([
          { id: 7, from: 'reviewing', to: 'interview', note: 'Call on Tuesday' },
        ]),
      );
      expect(await screen.findByText('Moved to Interview')).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'says when an application has reached its end',
    async () => {
      fakeApi.answer('applicationInfo', { ...reviewing, status: 'hired', next: [], resume: null });
      renderAt('/admin/application?id=7', <ApplicationScreen />);
      expect(
        await screen.findByText('This application is Hired: there is no further move.'),
      ).toBeTruthy();
      expect(screen.getByText('No résumé was attached.')).toBeTruthy();
    },
    TIMEOUT,
  );
});

describe('PositionScreen', () => {
  it(
    'builds a questionnaire and saves a new posting in both languages',
    async () => {
      fakeApi.answer('positionSave', saved);
      renderAt('/admin/position', <PositionScreen />);
      fireEvent.change(await screen.findByLabelText('Title · Chinese'), {
        target: { value: '交互设计师' },
      });
      fireEvent.change(screen.getByLabelText('Title · English'), {
        target: { value: 'Interaction designer' },
      });
      fireEvent.click(screen.getByRole('button', { name: /Add a question/ }));
      fireEvent.change(await screen.findByLabelText('Question 1 · Chinese'), {
        target: { value: '作品集链接' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fakeApi.inputsOf('positionSave')).toHaveLength(1));
      const [sent] = fakeApi.inputsOf('positionSave');
      expect(sent?.body).toMatchObject({
        status: 'draft',
        title_zh: '交互设计师',
        title_en: 'Interaction designer',
        questions: [
          { kind: 'text', title_zh: '作品集链接', title_en: '', required: false, options: [] },
        ],
      });
    },
    TIMEOUT,
  );
});

describe('ApplicationsScreen', () => {
  it(
    'filters the inbox by the days the applications came in',
    async () => {
      fakeApi.answer('applicationList', { list: [], total: 0, page: 1, limit: 20 });
      renderAt('/admin/applications', <ApplicationsScreen />);
      const applied = await screen.findByRole('group', { name: 'Applied' });
      fireEvent.change(within(applied).getByLabelText('From'), {
        target: { value: '2026-11-01' },
      });
      fireEvent.change(within(applied).getByLabelText('To'), { target: { value: '2026-11-30' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() =>
        expect(fakeApi.calls).toHaveBeenLastCalledWith(
          'applicationList',
          expect.objectContaining({ from: '2026-11-01', to: '2026-11-30', page: 1 }),
          expect.anything(),
        ),
      );
      // The filters stay in the fields after the search.
      const kept = screen.getByRole('group', { name: 'Applied' });
      expect((within(kept).getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-30');
    },
    TIMEOUT,
  );
});
