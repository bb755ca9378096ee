import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { AccountPathsProvider, type AccountPaths } from '../account-paths';
import { PERSONAL_PAGES } from '../lib/personal-menu';

export const testPaths = Object.fromEntries([
  ...PERSONAL_PAGES.map((page) => [page, { path: `/${page}` }]),
  ['login', { path: '/login' }],
]) as AccountPaths;

/** Renders a piece of the personal area at `at`, with antd, a query client and its paths. */
export function renderAccount(ui: ReactNode, at = '/myCenter') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <AccountPathsProvider paths={testPaths}>{ui}</AccountPathsProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
