import type { ActionOutput } from '@atelier/contract';
import type { ReactNode } from 'react';
import { renderInRouter } from '@/shared/testing/render-route';

/** Renders a piece of the shop at `at`, with antd and a query client. */
export function renderShop(ui: ReactNode, at = '/GLOBALSHOP') {
  return renderInRouter(ui, at);
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
    release_at: null,
    limit_per_customer: null,
    sale_mode: 'first_come',
    ...patch,
  };
}

export const artCategories: ActionOutput<'productCategory'> = [
  { id: 1, type: 'art', code: 'paintings', name: '数字绘画', image: '', sort: 0 },
  { id: 2, type: 'art', code: 'prints', name: '限量版画', image: '', sort: 1 },
  { id: 4, type: 'art', code: 'peripherals', name: '艺术周边', image: '', sort: 3 },
];
