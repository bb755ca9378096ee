import type { ReactNode } from 'react';
import type { CartLine } from '@/shared/cart/cart-query';
import { renderInRouter } from '@/shared/testing/render-route';

/** Renders a piece of the cart at `at`, with antd and a query client. */
export function renderCart(ui: ReactNode, at = '/cart') {
  return renderInRouter(ui, at);
}

type Product = CartLine['product'];

/** A cart line as the server sends it, its totals worked out from price and quantity. */
export function cartLine(
  id: number,
  product: Partial<Product> & Pick<Product, 'name'>,
  quantity = 1,
): CartLine {
  const full: Product = {
    id: 100 + id,
    type: 'art',
    category_id: 1,
    image: `/uploads/seed/product-${id}.png`,
    release_at: null,
    limit_per_customer: null,
    sale_mode: 'first_come',
    price: '128.00',
    score_price: 0,
    earn_score: 0,
    stock: 10,
    sales: 0,
    on_sale: true,
    ...product,
  };
  const issue = !full.on_sale
    ? 'off_sale'
    : full.stock <= 0
      ? 'out_of_stock'
      : quantity > full.stock
        ? 'short'
        : null;
  const fen = Math.round(Number(full.price) * 100) * quantity;
  return {
    id,
    product_id: full.id,
    quantity,
    product: full,
    line_total: (fen / 100).toFixed(2),
    line_score: full.score_price * quantity,
    available: issue === null,
    issue,
    created_at: '2026-03-01T10:00:00.000+08:00',
  };
}
