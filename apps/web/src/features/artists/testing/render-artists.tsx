import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ActionOutput } from '@atelier/contract';
import { renderWithApp } from '@/shared/testing/render-with-app';
import type { ArtistPaths } from '../artist-paths';

export const testPaths: ArtistPaths = {
  artistTeam: { path: '/ARTISTTEAM' },
  followDetails: { path: '/followDetails' },
  myFollowing: { path: '/MyFollowing' },
  login: { path: '/login' },
};

/** Where a link or redirect led, for the test to read. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

/** Renders an artist page at `at`, with antd, a query client, and any other path a stub. */
export function renderArtists(ui: ReactNode, at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const path = at.split('?')[0] ?? at;
  const view = renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

type Card = ActionOutput<'artisan'>['list'][number];

export function artistCard(overrides: Partial<Card> = {}): Card {
  return {
    id: 7,
    name: '林岚',
    title: '生成艺术家',
    avatar: '/uploads/avatar-7.png',
    cover: '/uploads/cover-7.png',
    intro: '用代码描绘潮汐与光。',
    city: '杭州',
    like_count: 1234,
    follower_count: 56789,
    works_count: 3,
    ...overrides,
  };
}
