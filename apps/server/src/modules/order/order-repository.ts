import type { CancelReason, OrderStatus, PayMethod } from '@atelier/contract';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { OrderTables } from '../../db/tables/order';
import type { OrderItemsTable, OrdersTable } from '../../db/tables/order';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type AddressSnapshot = Pick<
  OrdersTable,
  | 'recipient_name'
  | 'recipient_mobile'
  | 'province'
  | 'city'
  | 'district'
  | 'address'
  | 'postal_code'
>;

export interface OrderFilter {
  status?: OrderStatus;
  createdSince?: number;
}

/**
 * The orders tables. Every change of status is one conditional UPDATE on the status it leaves,
 * so of two requests (or two server instances) racing, exactly one moves the order.
 */
export function orderRepository(db: Kysely<OrderTables>) {
  const updated = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

  return {
    within(trx: Kysely<OrderTables>) {
      return orderRepository(trx);
    },

    insertOrder(values: Insertable<OrdersTable>) {
      return db
        .insertInto('orders')
        .values(values)
        .returning(['id', 'order_no', 'pay_deadline'])
        .executeTakeFirstOrThrow();
    },

    async insertItems(rows: Insertable<OrderItemsTable>[]) {
      await db.insertInto('order_items').values(rows).execute();
    },

    byIdempotencyKey(userId: number, key: string) {
      return db
        .selectFrom('orders')
        .select(['id', 'order_no', 'pay_deadline', 'idempotency_hash'])
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },

    byId(id: number) {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** One of the buyer's orders that the buyer has not deleted. */
    own(userId: number, id: number) {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('hidden', '=', 0)
        .executeTakeFirst();
    },

    items(orderIds: readonly number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('id')
        .execute();
    },

    async page(userId: number, filter: OrderFilter, offset: number, limit: number) {
      let query = db.selectFrom('orders').where('user_id', '=', userId).where('hidden', '=', 0);
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.createdSince !== undefined)
        query = query.where('created_at', '>=', filter.createdSince);
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    countsByStatus(userId: number) {
      return db
        .selectFrom('orders')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', '=', userId)
        .where('hidden', '=', 0)
        .groupBy('status')
        .execute();
    },

    /** Unpaid orders past their deadline, oldest first; one buyer's, or everyone's. */
    async overdue(now: number, limit: number, userId?: number) {
      let query = db
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'unpaid')
        .where('pay_deadline', '<=', now);
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      const rows = await query.orderBy('pay_deadline').limit(limit).execute();
      return rows.map((row) => row.id);
    },

    /** Shipped orders of these settings versions not confirmed since `shippedBefore`, oldest first. */
    async dueForReceipt(shippedBefore: number, versions: readonly number[], limit: number) {
      const rows = await db
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'unreceived')
        .where('shipped_at', '<=', shippedBefore)
        .where('settings_version', 'in', versions)
        .orderBy('shipped_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** A points order paid by its buyer: only while unpaid and within its deadline. */
    payWithPoints(userId: number, id: number, now: number) {
      return db
        .updateTable('orders')
        .set({ status: 'undelivered', pay_method: 'score', paid_at: now, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('hidden', '=', 0)
        .where('type', '=', 'points')
        .where('status', '=', 'unpaid')
        .where('pay_deadline', '>', now)
        .returning(['order_no', 'total_score'])
        .executeTakeFirst();
    },

    /** A cash order paid through a gateway: only while unpaid and within its deadline. */
    async payInCash(id: number, method: PayMethod, now: number) {
      return updated(
        await db
          .updateTable('orders')
          .set({ status: 'undelivered', pay_method: method, paid_at: now, updated_at: now })
          .where('id', '=', id)
          .where('type', '=', 'art')
          .where('status', '=', 'unpaid')
          .where('pay_deadline', '>', now)
          .executeTakeFirst(),
      );
    },

    /**
     * Cancels an order still in the status it was read in. A timeout applies only past the
     * deadline; a buyer's cancellation of a paid order is refunded.
     */
    cancel(id: number, from: 'unpaid' | 'undelivered', reason: CancelReason, now: number) {
      let query = db
        .updateTable('orders')
        .set({
          status: 'canceled',
          canceled_at: now,
          cancel_reason: reason,
          refunded_at: from === 'undelivered' ? now : null,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', from);
      if (reason === 'timeout') query = query.where('pay_deadline', '<=', now);
      return query
        .returning(['id', 'user_id', 'type', 'order_no', 'total_score', 'pay_method'])
        .executeTakeFirst();
    },

    /** Completes a shipped order; what it earns is recorded as earned. */
    receive(id: number, now: number, shippedBefore?: number) {
      let query = db
        .updateTable('orders')
        .set((eb) => ({
          status: 'completed',
          received_at: now,
          earned_score: eb.ref('earn_score'),
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('status', '=', 'unreceived');
      if (shippedBefore !== undefined) query = query.where('shipped_at', '<=', shippedBefore);
      return query
        .returning(['user_id', 'order_no', 'earn_score', 'score_version'])
        .executeTakeFirst();
    },

    async hide(userId: number, id: number, now: number) {
      return updated(
        await db
          .updateTable('orders')
          .set({ hidden: 1, updated_at: now })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .where('hidden', '=', 0)
          .where('status', 'in', ['completed', 'canceled'])
          .executeTakeFirst(),
      );
    },

    /** The one change of address, before shipment. */
    async changeAddress(userId: number, id: number, snapshot: AddressSnapshot, now: number) {
      return updated(
        await db
          .updateTable('orders')
          .set({ ...snapshot, address_changed: 1, address_changed_at: now, updated_at: now })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .where('hidden', '=', 0)
          .where('address_changed', '=', 0)
          .where('status', 'in', ['unpaid', 'undelivered'])
          .executeTakeFirst(),
      );
    },

    async ship(
      id: number,
      changes: Pick<Updateable<OrdersTable>, 'carrier' | 'tracking_no'>,
      now: number,
    ) {
      return updated(
        await db
          .updateTable('orders')
          .set({ ...changes, status: 'unreceived', shipped_at: now, updated_at: now })
          .where('id', '=', id)
          .where('status', '=', 'undelivered')
          .executeTakeFirst(),
      );
    },

    async addTracking(orderId: number, text: string, time: number, now: number) {
      await db
        .insertInto('order_tracking')
        .values({ order_id: orderId, text, time, created_at: now })
        .execute();
    },

    /** Tracking events, newest first. */
    tracking(orderId: number) {
      return db
        .selectFrom('order_tracking')
        .select(['id', 'text', 'time'])
        .where('order_id', '=', orderId)
        .orderBy('time', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}
export type OrderRepository = ReturnType<typeof orderRepository>;
