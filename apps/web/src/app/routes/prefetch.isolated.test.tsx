import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { card } from '@/features/shop/testing/render-shop';
import { setLang } from '@/shared/i18n/i18n';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { queryClient } from '../query-client';
import { markFirstPageShown, prefetch } from './prefetch';
import { shopRoutes } from './shop-routes';

// Apart from the other tests: whether the document's first page has been shown is the module's
// own state, and these tests need it from the start.

type Products = ActionOutput<'productList'>;

/** Answers the products only when the test says so. */
function heldProducts() {
  let answer: (page: Products) => void = () => undefined;
  fakeApi.on(
    'productList',
    () =>
      new Promise<Products>((resolve) => {
        answer = resolve;
      }),
  );
  return (page: Products) => answer(page);
}

const onePage: Products = {
  list: [card({ id: 1, name: '星夜回响' })],
  total: 1,
  page: 1,
  limit: 12,
};

function openAt(at: string) {
  const router = createMemoryRouter(shopRoutes, { initialEntries: [at] });
  renderWithApp(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  setLang('zh-cn');
  fakeApi.answer('productCategory', []);
  fakeApi.answer('rankList', { list: [], total: 0, page: 1, limit: 10, period: 'week', me: null });
});
afterEach(() => queryClient.clear());

/** A request the test settles. */
function held() {
  let settle: (ok: boolean) => void = () => undefined;
  const request = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('refused')));
  });
  return { start: () => request, settle };
}

describe('the data a page asks for while its code loads', () => {
  it('on the document’s first page is waited for, a refused request too', async () => {
    const first = held();
    const second = held();
    let done = false;
    const waiting = prefetch(first.start, second.start);
    expect(waiting).not.toBeNull();
    void waiting?.then(() => {
      done = true;
    });

    first.settle(false);
    await Promise.resolve();
    expect(done).toBe(false);
    second.settle(true);
    expect(await waiting).toBeNull();
    expect(done).toBe(true);
  });

  it('on the first page, the points mall paints once, with its products', async () => {
    const answer = heldProducts();
    const router = openAt('/PointsMall');

    await waitFor(() => expect(fakeApi.names()).toContain('productList'));
    // The points leaders are asked for alongside, not after the page renders.
    expect(fakeApi.names()).toContain('rankList');
    expect(screen.queryByRole('heading', { name: '积分商城' })).toBeNull();
    expect(router.state.initialized).toBe(false);

    answer(onePage);
    await screen.findByRole('heading', { name: '积分商城' });
    // Its first render already holds the products: no loading grid came before them.
    expect(screen.getByRole('link', { name: /星夜回响/ })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('after the first page is not waited for: the page shows its own loading state at once', async () => {
    markFirstPageShown();
    const answer = heldProducts();
    openAt('/GLOBALSHOP');

    await screen.findByRole('heading', { name: '艺术商城' });
    expect(screen.getByRole('status').textContent).toContain('加载中');
    expect(screen.queryByRole('link', { name: /星夜回响/ })).toBeNull();

    answer(onePage);
    expect(await screen.findByRole('link', { name: /星夜回响/ })).toBeTruthy();
  });
});
