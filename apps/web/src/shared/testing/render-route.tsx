import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithApp } from './render-with-app';

/**
 * Shows where the router is, so a test can read the address a click led to. A plain paragraph:
 * an `<output>` would be a status region beside the page's own loading status.
 */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Renders a page at `at` (its route at that path), with antd, a query client of its own and a
 * `location` probe; other paths render nothing, so a navigation shows only in the probe.
 */
export function renderRoute(page: ReactNode, at: string) {
  const path = at.split('?')[0] ?? '/';
  return renderInRouter(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={null} />
    </Routes>,
    at,
  );
}

/**
 * Renders `ui` in a router at `at`, whatever the path, with antd, a query client of its own and
 * a `location` probe.
 */
export function renderInRouter(ui: ReactNode, at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
