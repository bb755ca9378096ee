import { ownTables, type Connection } from '../../db/connection';
import type { OrderStatus } from '@atelier/contract';
import { maskedMobile } from '../account/public-names-query';
import type { OrderTables } from '../../db/tables/order';

/** Orders that stop their buyer cancelling the account: not paid, not shipped, or on the way. */
export const BLOCKING_ORDER_STATUSES = [
  'unpaid',
  'undelivered',
  'unreceived',
] as const satisfies readonly OrderStatus[];

/** `林小明` → `林**`: enough for the books to tell rows apart, not enough to name anyone. */
export function maskedName(name: string): string {
  const first = Array.from(name)[0];
  return first ? `${first}**` : '**';
}

const MASK = '***';

/** The order module's part of cancelling and erasing an account. */
export function orderErasure(dbGiven: Connection) {
  const db = ownTables<OrderTables>(dbGiven);
  return {
    /**
     * The buyer's unfinished orders, oldest first. An unpaid order past its deadline is as good
     * as cancelled (every read sees it so), so it does not count.
     */
    blockingOrders(userId: number, now: number) {
      return db
        .selectFrom('orders')
        .select(['id', 'order_no', 'status'])
        .where('user_id', '=', userId)
        .where('status', 'in', BLOCKING_ORDER_STATUSES)
        .where((eb) => eb.or([eb('status', '!=', 'unpaid'), eb('pay_deadline', '>', now)]))
        .orderBy('id')
        .execute();
    },

    /**
     * The books keep the orders; the recipient is masked (the province stays, for the shop's
     * figures) and the buyer's note goes. Answers how many orders were masked.
     */
    async maskOrdersOf(trxGiven: Connection, userId: number): Promise<number> {
      const trx = ownTables<OrderTables>(trxGiven);
      const rows = await trx
        .selectFrom('orders')
        .select(['id', 'recipient_name', 'recipient_mobile'])
        .where('user_id', '=', userId)
        .execute();
      for (const row of rows) {
        await trx
          .updateTable('orders')
          .set({
            recipient_name: maskedName(row.recipient_name),
            recipient_mobile: maskedMobile(row.recipient_mobile),
            city: MASK,
            district: MASK,
            address: MASK,
            postal_code: MASK,
            remark: '',
          })
          .where('id', '=', row.id)
          .execute();
      }
      return rows.length;
    },
  };
}
export type OrderErasure = ReturnType<typeof orderErasure>;
