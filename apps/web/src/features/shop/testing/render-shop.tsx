import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { renderWithApp } from '@/shared/testing/render-with-app';

/** Shows where the router is, so a test can read the address a click led to. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a piece of the shop at `at`, with antd and a query client. */
export function renderShop(ui: ReactNode, at = '/GLOBALSHOP') {
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

export type ProductCard = ActionOutput<'productList'>['list'][number];

export function card(patch: Partial<ProductCard> & Pick<ProductCard, 'id' | 'name'>): ProductCard {
  return {
    type: 'art',
    category_id: 1,
    image: `/uploads/seed/product-${patch.id}.png`,
    price: '128.00',
    score_price: 0,
    earn_score: 128,
    stock: 10,
    sales: 0,
    ...patch,
  };
}

export const artCategories: ActionOutput<'productCategory'> = [
  { id: 1, type: 'art', code: 'paintings', name: '数字绘画', image: '', sort: 0 },
  { id: 2, type: 'art', code: 'prints', name: '限量版画', image: '', sort: 1 },
  { id: 4, type: 'art', code: 'peripherals', name: '艺术周边', image: '', sort: 3 },
];
