import type { Insertable, Kysely } from 'kysely';
import type { PaymentTables } from '../../db/tables/payment';
import type { PaymentsTable } from '../../db/tables/payment';

/** Every status change is conditional on the status it leaves, so a repeat changes nothing. */
export function paymentRepository(db: Kysely<PaymentTables>) {
  /** Paid sessions turned refunded, each once: the update is what claims them. */
  const refunding = (now: number) =>
    db
      .updateTable('payments')
      .set({ status: 'refunded', refunded_at: now, updated_at: now })
      .where('status', '=', 'paid')
      .returningAll();

  return {
    bySession(sessionId: string) {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
    },

    /** The newest session of an order still open for payment. */
    openFor(orderId: number, now: number) {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('status', '=', 'pending')
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    insert(values: Insertable<PaymentsTable>) {
      return db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
    },

    /** The gateway took the money: from pending, or from a failure it has since reversed. */
    markPaid(sessionId: string, tradeNo: string | undefined, now: number) {
      return db
        .updateTable('payments')
        .set({ status: 'paid', trade_no: tradeNo ?? null, paid_at: now, updated_at: now })
        .where('session_id', '=', sessionId)
        .where('status', 'in', ['pending', 'failed'])
        .returningAll()
        .executeTakeFirst();
    },

    async markFailed(sessionId: string, now: number) {
      const result = await db
        .updateTable('payments')
        .set({ status: 'failed', updated_at: now })
        .where('session_id', '=', sessionId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The paid sessions of an order. */
    claimRefunds(orderId: number, now: number) {
      return refunding(now).where('order_id', '=', orderId).execute();
    },

    /** One paid session. */
    claimRefund(id: number, now: number) {
      return refunding(now).where('id', '=', id).executeTakeFirst();
    },

    /** An order's live sessions still pending, whatever their expiry. */
    pendingLiveOf(orderId: number) {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('status', '=', 'pending')
        .where('gateway', '!=', 'sandbox')
        .execute();
    },

    /**
     * Live sessions still pending that were opened before `openedBefore`, oldest first: the query
     * job asks their providers about them. A session stops being pending when it is paid, or
     * closed with its order's cancellation, so these are the open orders' alone.
     */
    pendingLive(openedBefore: number, limit: number) {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('status', '=', 'pending')
        .where('gateway', '!=', 'sandbox')
        .where('created_at', '<=', openedBefore)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    within(trx: Kysely<PaymentTables>) {
      return paymentRepository(trx);
    },
  };
}
export type PaymentRepository = ReturnType<typeof paymentRepository>;
