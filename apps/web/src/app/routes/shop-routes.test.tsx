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
});
