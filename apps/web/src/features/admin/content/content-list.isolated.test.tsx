import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderWithApp } from '@/shared/testing/render-with-app';
import NewsScreen from './news-screen';
import SitePagesScreen from './site-pages-screen';

type Row = ActionOutput<'contentList'>['list'][number];

const item = (key: string, fields: Partial<Row>): Row => ({
  kind: 'team',
  key,
  title_zh: `成员 ${key}`,
  title_en: `Member ${key}`,
  state: 'published',
  publish_at: null,
  has_draft: false,
  missing_english: [],
  sort: Number(key),
  updated_at: '2026-11-01T10:00:00.000+08:00',
  ...fields,
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin/site-pages" element={<SitePagesScreen />} />
          <Route path="/admin/news" element={<NewsScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-editor' });
});

afterEach(() => useSession.getState().logout());

describe('the content lists', () => {
  it('show each item’s state and missing English, and move an item down the order', async () => {
    fakeApi.answer('contentList', {
      list: [
        item('1', { missing_english: ['name'], title_en: '' }),
        item('2', { state: 'draft' }),
        item('3', { has_draft: true }),
      ],
      total: 3,
      page: 1,
      limit: 100,
    });
    fakeApi.answer('contentReorder', {});
    renderAt('/admin/site-pages?kind=team');
    expect(await screen.findByRole('link', { name: '成员 1' })).toBeTruthy();
    expect(screen.getByText('No English')).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText('Unpublished changes')).toBeTruthy();
    expect(screen.getAllByText('Published')).toHaveLength(2);

    fireEvent.click(screen.getAllByRole('button', { name: 'Move down' })[0] as HTMLElement);
    await waitFor(() =>
      expect(fakeApi.inputsOf('contentReorder')).toEqual([{ kind: 'team', keys: ['2', '1', '3'] }]),
    );
    expect(await screen.findByText('Order saved')).toBeTruthy();
  });

  it('says when a scheduled article appears, and what an empty list means', async () => {
    fakeApi.answer('contentList', {
      list: [
        item('7', {
          kind: 'news',
          title_en: 'Open day',
          state: 'scheduled',
          publish_at: '2026-12-01T02:00:00.000Z',
        }),
      ],
      total: 1,
      page: 1,
      limit: 20,
    });
    renderAt('/admin/news');
    expect(await screen.findByText('Scheduled')).toBeTruthy();
    expect(screen.getByText(/^Appears 2026-12-01/)).toBeTruthy();
    // News is read newest first: it has no order to change.
    expect(screen.queryByRole('button', { name: 'Move down' })).toBeNull();

    fakeApi.answer('contentList', { list: [], total: 0, page: 1, limit: 100 });
    renderAt('/admin/site-pages?kind=gallery');
    expect(
      await screen.findByText(
        'Nothing here yet. New items appear here as drafts until they are published.',
      ),
    ).toBeTruthy();
  });
});
