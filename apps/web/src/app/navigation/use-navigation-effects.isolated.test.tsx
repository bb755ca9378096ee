import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLang, setLang } from '@/shared/i18n/i18n';
import { fakeApi } from '@/shared/testing/fake-api';
import { shopConfigWith } from '@/shared/testing/shop-config';
import '../locales/register';
import { finishProgress, startProgress } from './progress';
import { useNavigationEffects } from './use-navigation-effects';

vi.mock('./progress', () => ({ startProgress: vi.fn(), finishProgress: vi.fn() }));

function Shell() {
  useNavigationEffects();
  return (
    <>
      <Link to="/slow">slow</Link>
      <Outlet />
    </>
  );
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderRoutes(routes: RouteObject[], at: string) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  document.title = 'before';
  setLang('zh-cn');
  fakeApi.on('shopConfig', () =>
    shopConfigWith({ name: getLang() === 'en' ? 'Atelier' : '艺术工坊' }),
  );
});

afterEach(() => {
  vi.mocked(startProgress).mockClear();
  vi.mocked(finishProgress).mockClear();
});

describe('useNavigationEffects', () => {
  it('runs the bar while a page loads, then scrolls to the top under the page title', async () => {
    const gate = deferred();
    renderRoutes(
      [
        {
          path: '/',
          Component: Shell,
          children: [
            { index: true, handle: { title: 'app:nav.about' }, Component: () => <p>home</p> },
            {
              path: 'slow',
              handle: { title: 'app:nav.news' },
              lazy: async () => {
                await gate.promise;
                return { Component: () => <p>slow page</p> };
              },
            },
          ],
        },
      ],
      '/',
    );
    await screen.findByText('home');

    await waitFor(() => expect(document.title).toBe('关于我们 · 艺术工坊'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(startProgress).not.toHaveBeenCalled();
    scrollTo.mockClear();

    // The lazy page is held by the gate, so the router stays busy until it is opened.
    await act(async () => screen.getByText('slow').click());
    // The router reports its loading state a few microtasks after the click, not within it.
    await waitFor(() => expect(startProgress).toHaveBeenCalledTimes(1));
    expect(scrollTo).not.toHaveBeenCalled();
    vi.mocked(finishProgress).mockClear();

    await act(async () => gate.resolve());
    await screen.findByText('slow page');
    expect(finishProgress).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.title).toBe('新闻 · 艺术工坊');
  });

  it("follows a language switch, and names a page without a title by the studio's name", async () => {
    const router = renderRoutes(
      [
        {
          path: '/',
          Component: Shell,
          children: [
            { path: 'news', handle: { title: 'app:nav.news' }, Component: () => <p>news</p> },
            { path: 'console', Component: () => <p>console</p> },
          ],
        },
      ],
      '/news',
    );
    await screen.findByText('news');
    await waitFor(() => expect(document.title).toBe('新闻 · 艺术工坊'));

    act(() => setLang('en'));
    await waitFor(() => expect(document.title).toBe('News · Atelier'));

    await act(() => router.navigate('/console'));
    await waitFor(() => expect(document.title).toBe('Atelier'));
  });

  it('scrolls to the top again on a navigation to the same path', async () => {
    const router = renderRoutes(
      [{ path: '/', Component: Shell, children: [{ path: 'slow', Component: () => <p>x</p> }] }],
      '/slow',
    );
    await screen.findByText('x');
    scrollTo.mockClear();

    await act(() => router.navigate('/slow'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
