import { ownTables, type Connection } from '../../db/connection';
import type { Lang } from '@atelier/contract';
import type { OrderTables } from '../../db/tables/order';
import { localized } from '../../i18n/localized';
import { fenToYuan } from '../../lib/money';
import { toIso } from '../../lib/time';

const isoOrNull = (ms: number | null) => (ms === null ? null : toIso(Number(ms)));

/**
 * A customer's orders with their lines, as placed: the ones they deleted from their list too,
 * as the shop still keeps them.
 */
export async function orderPersonalData(dbGiven: Connection, userId: number, lang: Lang) {
  const db = ownTables<OrderTables>(dbGiven);
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const items =
    orders.length === 0
      ? []
      : await db
          .selectFrom('order_items')
          .select([
            'order_id',
            'product_id',
            'name_zh',
            'name_en',
            'price',
            'score_price',
            'quantity',
          ])
          .where(
            'order_id',
            'in',
            orders.map((o) => o.id),
          )
          .orderBy('id')
          .execute();
  return orders.map((o) => ({
    order_no: o.order_no,
    type: o.type,
    status: o.status,
    goods_amount: fenToYuan(Number(o.goods_amount)),
    ship_fee: fenToYuan(Number(o.ship_fee)),
    total_amount: fenToYuan(Number(o.total_amount)),
    total_score: Number(o.total_score),
    remark: o.remark,
    recipient: {
      name: o.recipient_name,
      mobile: o.recipient_mobile,
      province: o.province,
      city: o.city,
      district: o.district,
      address: o.address,
      postal_code: o.postal_code,
    },
    pay_method: o.pay_method,
    carrier: o.carrier,
    tracking_no: o.tracking_no,
    created_at: toIso(Number(o.created_at)),
    paid_at: isoOrNull(o.paid_at),
    shipped_at: isoOrNull(o.shipped_at),
    received_at: isoOrNull(o.received_at),
    canceled_at: isoOrNull(o.canceled_at),
    deleted_from_my_list: o.hidden === 1,
    items: items
      .filter((i) => i.order_id === o.id)
      .map((i) => ({
        product_id: i.product_id,
        name: localized(i, 'name', lang),
        price: fenToYuan(Number(i.price)),
        score_price: Number(i.score_price),
        quantity: Number(i.quantity),
      })),
  }));
}
