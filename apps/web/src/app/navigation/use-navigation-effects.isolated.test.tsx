import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  document.title = 'before';
});

afterEach(() => {
  vi.mocked(startProgress).mockClear();
  vi.mocked(finishProgress).mockClear();
});

describe('useNavigationEffects', () => {
  it('runs the bar while a page loads, then scrolls to the top under the fixed title', async () => {
    const gate = deferred();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Shell,
          children: [
            { index: true, Component: () => <p>home</p> },
            {
              path: 'slow',
              lazy: async () => {
                await gate.promise;
                return { Component: () => <p>slow page</p> };
              },
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('home');

    expect(document.title).toBe('艺术工坊 · 数字艺术工作室');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(startProgress).not.toHaveBeenCalled();
    scrollTo.mockClear();
    document.title = 'changed by someone';

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
    expect(document.title).toBe('艺术工坊 · 数字艺术工作室');
  });

  it('scrolls to the top again on a navigation to the same path', async () => {
    const router = createMemoryRouter(
      [{ path: '/', Component: Shell, children: [{ path: 'slow', Component: () => <p>x</p> }] }],
      { initialEntries: ['/slow'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('x');
    scrollTo.mockClear();

    await act(() => router.navigate('/slow'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
