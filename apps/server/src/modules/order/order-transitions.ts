import type { CancelReason } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { OrderTables } from '../../db/tables/order';
import { AppError } from '../../errors';
import type { OrderDeps } from './order-deps';
import type { OrderRepository } from './order-repository';

/**
 * The steps that move money, stock or points with an order's status, each in one transaction
 * whose first statement is the conditional status change: the request (or server instance) that
 * loses the race changes nothing at all.
 */
export function orderTransitions(
  db: Kysely<OrderTables>,
  repo: OrderRepository,
  { catalog, points, payments, publicCache, log, drawClaims }: OrderDeps,
) {
  /**
   * Inside a transaction: cancels the order if it is still `from` (a timeout only past its
   * deadline), puts its units back on the shelf and refunds what was paid. Undefined when the
   * order had already moved on.
   */
  async function cancelIn(
    trx: Kysely<OrderTables>,
    id: number,
    from: 'unpaid' | 'undelivered',
    reason: CancelReason,
    now: number,
  ): Promise<{ refunded: boolean } | undefined> {
    const r = repo.within(trx);
    const order = await r.cancel(id, from, reason, now);
    if (!order) return undefined;
    for (const item of await r.items([id])) {
      await catalog.returnStock(trx, item.product_id, item.quantity, now);
    }
    await drawClaims.release(trx, id, now);
    if (from === 'unpaid') return { refunded: false };
    if (order.pay_method === 'score') {
      // Given back, not earned: the cumulative total stays as it was.
      await points.credit(
        trx,
        order.user_id,
        order.total_score,
        'order_refund',
        order.order_no,
        now,
        {
          earned: false,
        },
      );
      return { refunded: true };
    }
    return { refunded: await payments.refundOrder(trx, id, now) };
  }

  /**
   * Before an unpaid order is cancelled, its open sessions are closed at their providers, so none
   * takes money for an order that is gone. If one cannot be, a deadline cancellation waits for
   * the next round (false), and a person's is refused with the reason.
   */
  async function closeSessions(
    id: number,
    from: 'unpaid' | 'undelivered',
    reason: CancelReason,
    now: number,
  ): Promise<boolean> {
    if (from !== 'unpaid' || (await payments.closeOpen(id, now))) return true;
    if (reason === 'timeout') return false;
    throw new AppError('paymentGatewayUnavailable');
  }

  return {
    cancelIn,
    closeSessions,

    /** Cancels one order in a transaction of its own, its open sessions closed first. */
    async cancel(id: number, from: 'unpaid' | 'undelivered', reason: CancelReason, now: number) {
      if (!(await closeSessions(id, from, reason, now))) return undefined;
      return db.transaction().execute((trx) => cancelIn(trx, id, from, reason, now));
    },

    /**
     * Completes a shipped order (by its buyer, or automatically once shipped before
     * `shippedBefore`) and credits the points it earns. Undefined when it had moved on.
     */
    receive(id: number, now: number, shippedBefore?: number) {
      return db.transaction().execute(async (trx) => {
        const order = await repo.within(trx).receive(id, now, shippedBefore);
        if (!order) return undefined;
        if (order.earn_score > 0) {
          // Earned under the points rules the order was placed with (their expiry, their version).
          const rules = await points.scoreRulesAt(trx, order.score_version);
          await points.credit(
            trx,
            order.user_id,
            order.earn_score,
            'order_earn',
            order.order_no,
            now,
            { earned: true, version: rules.version, expiry: rules.expiry },
          );
        }
        return { earned: order.earn_score };
      });
    },

    /** Stock and sales changed: public catalogue answers are recomputed. */
    async refreshCatalog(): Promise<void> {
      try {
        await publicCache.invalidate('catalog');
      } catch (err) {
        log.warn({ err }, 'orders: could not announce a catalogue change');
      }
    },
  };
}
export type OrderTransitions = ReturnType<typeof orderTransitions>;
