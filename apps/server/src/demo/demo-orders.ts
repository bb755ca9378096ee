import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { dayIn } from '../lib/time';
import { newOrderNo } from '../modules/order/order-number';

const HOUR = 3_600_000;

/** A points change an order made: what the demo's points history replays. */
export type OrderPoints = (
  { kind: 'earn'; reason: 'order_earn' } | { kind: 'spend'; reason: 'order_pay' }
) & {
  at: number;
  points: number;
  /** The order's number, as the shop's own ledger rows name it. */
  ref: string;
};

interface Recipient {
  name: string;
  mobile: string;
}

interface Placed {
  type: 'art' | 'points';
  product: { id: number; name_zh: string; name_en: string; image: string };
  price: number;
  scorePrice: number;
  earnScore: number;
  quantity: number;
  placedAt: number;
  shippedAt: number;
  receivedAt: number;
}

const address = {
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  address: '南山路 218 号 3 幢 402 室',
  postal_code: '310002',
};

/** One completed order as the shop leaves it once received; its number. */
async function insertCompleted(
  trx: Kysely<Database>,
  userId: number,
  recipient: Recipient,
  order: Placed,
  timeZone: string,
): Promise<string> {
  const orderNo = newOrderNo(order.placedAt, timeZone);
  const goods = order.type === 'art' ? order.price * order.quantity : 0;
  const score = order.type === 'points' ? order.scorePrice * order.quantity : 0;
  const paidAt = order.placedAt + 2 * 60_000;
  const { id } = await trx
    .insertInto('orders')
    .values({
      order_no: orderNo,
      user_id: userId,
      type: order.type,
      status: 'completed',
      goods_amount: goods,
      ship_fee: 0,
      total_amount: goods,
      total_score: score,
      earn_score: order.earnScore * order.quantity,
      earned_score: order.earnScore * order.quantity,
      delivery: 'express',
      recipient_name: recipient.name,
      recipient_mobile: recipient.mobile,
      ...address,
      pay_method: order.type === 'art' ? 'sandbox' : 'score',
      pay_deadline: order.placedAt + 30 * 60_000,
      paid_at: paidAt,
      canceled_at: null,
      cancel_reason: null,
      refunded_at: null,
      carrier: 'SF Express',
      tracking_no: `SF${orderNo.slice(2, 14)}`,
      shipped_at: order.shippedAt,
      received_at: order.receivedAt,
      idempotency_key: `demo-${orderNo}`,
      idempotency_hash: null,
      created_day: dayIn(order.placedAt, timeZone),
      created_at: order.placedAt,
      updated_at: order.receivedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values({
      order_id: id,
      product_id: order.product.id,
      name_zh: order.product.name_zh,
      name_en: order.product.name_en,
      image: order.product.image,
      price: order.type === 'art' ? order.price : 0,
      score_price: order.type === 'points' ? order.scorePrice : 0,
      earn_score: order.earnScore,
      quantity: order.quantity,
    })
    .execute();
  await trx
    .insertInto('order_tracking')
    .values([
      {
        order_id: id,
        text: '已揽收 Picked up',
        time: order.shippedAt,
        created_at: order.shippedAt,
      },
      {
        order_id: id,
        text: '已签收 Delivered',
        time: order.receivedAt - HOUR,
        created_at: order.receivedAt - HOUR,
      },
    ])
    .execute();
  return orderNo;
}

/**
 * The demo customer's orders behind their points history: an art order nearly a year ago, a
 * points order in between, and, two months ago, two units of the edition whose serials they
 * own. Each is completed; what it earned or cost is returned for the history to replay.
 */
export async function seedDemoOrders(
  trx: Kysely<Database>,
  userId: number,
  dayAt: (daysAgo: number, hour: number) => number,
  timeZone: string,
): Promise<OrderPoints[]> {
  const user = await trx
    .selectFrom('users')
    .select(['nickname', 'username', 'mobile'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const recipient = { name: user.nickname || user.username, mobile: user.mobile ?? '' };
  const products = await trx
    .selectFrom('products')
    .select([
      'id',
      'type',
      'name_zh',
      'name_en',
      'image',
      'price',
      'score_price',
      'earn_score',
      'stock',
    ])
    .orderBy('id')
    .execute();
  const art = products.filter((p) => p.type === 'art');
  const gifts = products.filter((p) => p.type === 'points');
  // The edition the demo serials and the gated group name: the art with the most in stock.
  const edition = [...art].sort((a, b) => b.stock - a.stock || a.id - b.id)[0];
  const nearest = <T>(list: T[], value: (p: T) => number, target: number) =>
    [...list].sort((a, b) => Math.abs(value(a) - target) - Math.abs(value(b) - target))[0];
  const firstWork = nearest(
    art.filter((p) => p.id !== edition?.id),
    (p) => p.price,
    25_000,
  );
  const gift = nearest(gifts, (p) => p.score_price, 680);
  if (!edition || !firstWork || !gift) return [];

  const plans: Array<Placed & { pays: boolean }> = [
    {
      type: 'art',
      product: firstWork,
      price: Number(firstWork.price),
      scorePrice: 0,
      earnScore: Number(firstWork.earn_score),
      quantity: 1,
      placedAt: dayAt(352, 10),
      shippedAt: dayAt(350, 14),
      receivedAt: dayAt(346, 15),
      pays: false,
    },
    {
      type: 'points',
      product: gift,
      price: 0,
      scorePrice: Number(gift.score_price),
      earnScore: 0,
      quantity: 1,
      placedAt: dayAt(200, 16),
      shippedAt: dayAt(199, 11),
      receivedAt: dayAt(196, 18),
      pays: true,
    },
    {
      type: 'art',
      product: edition,
      price: Number(edition.price),
      scorePrice: 0,
      earnScore: Number(edition.earn_score),
      quantity: 2,
      placedAt: dayAt(66, 11),
      shippedAt: dayAt(64, 15),
      receivedAt: dayAt(60, 11),
      pays: false,
    },
  ];
  const changes: OrderPoints[] = [];
  for (const plan of plans) {
    const ref = await insertCompleted(trx, userId, recipient, plan, timeZone);
    if (plan.pays)
      changes.push({
        at: plan.placedAt + 2 * 60_000,
        kind: 'spend',
        reason: 'order_pay',
        points: plan.scorePrice * plan.quantity,
        ref,
      });
    else if (plan.earnScore > 0)
      changes.push({
        at: plan.receivedAt,
        kind: 'earn',
        reason: 'order_earn',
        points: plan.earnScore * plan.quantity,
        ref,
      });
  }
  return changes;
}
