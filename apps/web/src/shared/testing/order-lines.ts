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
