import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { renderWithApp } from '@/shared/testing/render-with-app';

/** Renders a piece of the personal area at `at`, with antd and a query client. */
export function renderAccount(ui: ReactNode, at = '/myCenter') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
