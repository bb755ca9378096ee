import type { ActionOutput } from '@atelier/contract';
import { artLines, artOrder } from '@/shared/testing/order-lines';
import { renderRoute } from '@/shared/testing/render-route';
import { shopConfigWith } from '@/shared/testing/shop-config';

/** Renders a page of this feature at `at`; see `renderRoute`. */
export const renderCheckout = renderRoute;

export type Address = ActionOutput<'userAddressList'>['list'][number];

export function address(patch: Partial<Address> & Pick<Address, 'id'>): Address {
  return {
    name: '林小满',
    mobile: '13800000002',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    address: '文三路 90 号 3 幢 701',
    postal_code: '310012',
    is_default: false,
    created_at: '2026-03-01T10:00:00.000+08:00',
    ...patch,
  };
}

export type Checkout = ActionOutput<'confirmOrderInfo'>;

export function artCheckout(patch: Partial<Checkout> = {}): Checkout {
  return {
    type: 'art',
    lines: artLines,
    address: address({ id: 1, is_default: true }),
    delivery: 'express',
    goods_amount: '1358.00',
    ship_fee: '0.00',
    total_amount: '1358.00',
    total_score: 0,
    earn_score: 1358,
    usable_score: 5000,
    pay_timeout_minutes: 30,
    ...patch,
  };
}

export const shopConfig = shopConfigWith();

export type Order = ActionOutput<'orderInfo'>;

export function order(patch: Partial<Order> = {}): Order {
  return artOrder({
    status: 'undelivered',
    pay_method: 'sandbox',
    paid_amount: '1358.00',
    paid_at: '2026-03-01T10:05:00.000+08:00',
    ...patch,
  });
}
