import type { ActionOutput } from '@atelier/contract';

/** Two art-mall lines as checkout and orders show them: 1 × 1280.00 and 2 × 39.00. */
export const artLines: ActionOutput<'orderInfo'>['lines'] = [
  {
    product_id: 7,
    name: '星夜回响 No.7',
    image: '/uploads/seed/product-7.png',
    price: '1280.00',
    score_price: 0,
    quantity: 1,
    line_total: '1280.00',
    line_score: 0,
    earn_score: 1280,
  },
  {
    product_id: 9,
    name: '签名明信片',
    image: '/uploads/seed/product-9.png',
    price: '39.00',
    score_price: 0,
    quantity: 2,
    line_total: '78.00',
    line_score: 0,
    earn_score: 78,
  },
];

type Order = ActionOutput<'orderInfo'>;

/** Where checkout's and orders' orders go. */
export const recipient: Order['recipient'] = {
  name: '林小满',
  mobile: '13800000002',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  address: '文三路 90 号',
  postal_code: '310012',
};

/** An unpaid art-mall order of `artLines` as `orderInfo` answers it: ¥1,358.00, shipped free. */
export function artOrder(patch: Partial<Order> = {}): Order {
  return {
    id: 41,
    order_no: 'AT20260301100000001',
    type: 'art',
    status: 'unpaid',
    lines: artLines,
    quantity: 3,
    total_amount: '1358.00',
    total_score: 0,
    pay_deadline: '2026-03-01T10:30:00.000+08:00',
    created_at: '2026-03-01T10:00:00.000+08:00',
    goods_amount: '1358.00',
    ship_fee: '0.00',
    earn_score: 1358,
    delivery: 'express',
    remark: '',
    recipient,
    address_changeable: true,
    pay_method: null,
    paid_amount: '0.00',
    paid_score: 0,
    paid_at: null,
    canceled_at: null,
    cancel_reason: null,
    refunded: false,
    express: null,
    received_at: null,
    earned_score: 0,
    ...patch,
  };
}
