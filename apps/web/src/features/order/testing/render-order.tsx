import type { ActionOutput } from '@atelier/contract';
import { artLines, artOrder } from '@/shared/testing/order-lines';
import { renderRoute } from '@/shared/testing/render-route';

/** Renders a page of this feature at `at`; see `renderRoute`. */
export const renderOrder = renderRoute;

export type Order = ActionOutput<'orderInfo'>;
export type OrderSummary = ActionOutput<'orderList'>['list'][number];

export function summary(patch: Partial<OrderSummary> & Pick<OrderSummary, 'id'>): OrderSummary {
  return {
    order_no: `AT2026030110000000${patch.id}`,
    type: 'art',
    status: 'unpaid',
    lines: artLines,
    quantity: 3,
    total_amount: '1358.00',
    total_score: 0,
    pay_deadline: new Date(Date.now() + 1800_000).toISOString(),
    created_at: '2026-03-01T10:00:00.000+08:00',
    ...patch,
  };
}

export function detail(patch: Partial<Order> = {}): Order {
  return artOrder({ ...summary({ id: 41 }), remark: '请周末送达', ...patch });
}
