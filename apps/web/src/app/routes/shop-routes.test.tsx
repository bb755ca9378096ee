import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { artCategories, card } from '@/features/shop/testing/render-shop';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { queryClient } from '../query-client';
import { shopRoutes } from './shop-routes';

afterEach(() => queryClient.clear());

describe('the mall routes', () => {
  it.each([
    [
      '/GLOBALSHOP?keyword=%E6%98%9F&sort=price_asc&page=2',
      { type: 'art', keyword: '星', sort: 'price_asc', page: 2, limit: 12 },
    ],
    ['/artPeripherals', { type: 'art', category_id: 4, sort: 'newest', page: 1, limit: 12 }],
    ['/PointsMall', { type: 'points', sort: 'newest', page: 1, limit: 12 }],
  ])(
    '%s asks for its products once: the loader asks ahead of the page with the page’s own query',
    async (at, input) => {
      fakeApi.answer('productCategory', artCategories);
      fakeApi.answer('productList', {
        list: [card({ id: 1, name: '星夜回响' })],
        total: 20,
        page: 1,
        limit: 12,
      });
      const router = createMemoryRouter(shopRoutes, { initialEntries: [at] });
      renderWithApp(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );

      await screen.findByText('星夜回响');
      expect(fakeApi.inputsOf('productList')).toEqual([input]);
    },
  );

  it('/PointsMall’s loader asks for the points leaders too, with the board’s own query', async () => {
    fakeApi.answer('productCategory', []);
    fakeApi.answer('productList', { list: [], total: 0, page: 1, limit: 12 });
    fakeApi.answer('rankList', {
      list: [{ rank: 1, nickname: '墨白', avatar: '', points: 900 }],
      total: 1,
      page: 1,
      limit: 10,
      period: 'week',
      me: null,
    });
    const loader = shopRoutes.find((route) => route.id === 'pointsMall')?.loader;
    if (typeof loader !== 'function') throw new Error('the points mall has no loader');
    const url = new URL('http://shop.test/PointsMall');
    await loader({
      request: new Request(url),
      url,
      pattern: '/PointsMall',
      params: {},
      context: {},
    });
    expect(fakeApi.inputsOf('rankList')).toEqual([{ period: 'week', page: 1, limit: 10 }]);

    // The board then shows what was asked for, without asking again.
    const router = createMemoryRouter(shopRoutes, { initialEntries: ['/PointsMall'] });
    renderWithApp(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByText('墨白');
    expect(fakeApi.inputsOf('rankList')).toHaveLength(1);
  });
});
