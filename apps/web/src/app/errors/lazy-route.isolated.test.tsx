import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../locales/register';
import { feedback } from '@/shared/ui/feedback';
import { finishProgress } from '../navigation/progress';
import { lazyRoute } from './lazy-route';
import { RouteErrorBoundary } from './route-error-boundary';

vi.mock('@/shared/ui/feedback', () => ({ feedback: { notification: { error: vi.fn() } } }));
vi.mock('../navigation/progress', () => ({ finishProgress: vi.fn(), startProgress: vi.fn() }));

afterEach(() => {
  vi.mocked(feedback.notification.error).mockClear();
  vi.mocked(finishProgress).mockClear();
});

function renderAt(path: string, routes: Parameters<typeof createMemoryRouter>[0]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('lazyRoute', () => {
  it('passes a page through when its code loads', async () => {
    renderAt('/', [
      { path: '/', lazy: lazyRoute(async () => ({ Component: () => <p>the page</p> })) },
    ]);
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(feedback.notification.error).not.toHaveBeenCalled();
  });

  it('turns a failed download into the route error page and one notification', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /static/about.js');
    renderAt('/about', [
      {
        path: '/',
        Component: () => (
          <main>
            <p>layout</p>
            <Outlet />
          </main>
        ),
        children: [
          {
            path: 'about',
            lazy: lazyRoute(() => Promise.reject(failure)),
            ErrorBoundary: RouteErrorBoundary,
          },
        ],
      },
    ]);

    // Inside the layout, which stays.
    expect(await screen.findByRole('heading', { name: '页面暂时无法打开' })).toBeTruthy();
    expect(screen.getByText('layout')).toBeTruthy();
    // The notification comes from an effect, which React may run a moment after the page paints.
    await waitFor(() => expect(feedback.notification.error).toHaveBeenCalledTimes(1));
    expect(feedback.notification.error).toHaveBeenCalledWith({
      title: '路由错误',
      description: failure.message,
    });
    expect(finishProgress).toHaveBeenCalled();
  });
});

describe('RouteErrorBoundary', () => {
  it('reports what a loader threw', async () => {
    renderAt('/', [
      {
        path: '/',
        loader: () => {
          throw new Error('loader broke');
        },
        Component: () => <p>never</p>,
        ErrorBoundary: RouteErrorBoundary,
      },
    ]);
    await screen.findByRole('heading', { name: '页面暂时无法打开' });
    await waitFor(() =>
      expect(feedback.notification.error).toHaveBeenCalledWith({
        title: '路由错误',
        description: 'loader broke',
      }),
    );
    expect(screen.getByRole('link', { name: '返回关于我们' }).getAttribute('href')).toBe('/about');
  });
});
