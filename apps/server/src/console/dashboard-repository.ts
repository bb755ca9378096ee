import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { customerStats } from '../modules/account/customer-stats';
import type { AuditService } from '../modules/admin/audit-service';
import { orderStats } from '../modules/order/order-stats';
import { pointsStats } from '../modules/points/points-stats';

/**
 * The dashboard's reads, each from the module that owns the figures: orders and products from
 * the order module's per-day tables, customers from the accounts, points from the points module.
 */
export function dashboardRepository(db: Kysely<Database>, audit: AuditService) {
  const orders = orderStats(db);
  const customers = customerStats(db);
  const points = pointsStats(db);
  return {
    orderDays: orders.orderDays,
    productTotals: orders.productTotals,
    newCustomers: customers.newCustomers,
    pointsMoved: points.pointsMoved,
    outstanding: customers.outstanding,

    /** Folds the figures' deltas into their totals (a job). */
    async fold(): Promise<void> {
      await orders.fold();
      await points.fold();
    },

    /**
     * A mark that moves whenever anything the figures count changes: an order placed or moved
     * (counted by the orders' triggers), a ledger row (points), a new customer, and any console
     * write (a product renamed, a customer made staff). Each part only grows, so a change made
     * while the parts are read shows in the next mark.
     */
    async version(): Promise<string> {
      const [orderChanges, ledger, users, console] = await Promise.all([
        orders.changes(),
        points.latestLedgerId(),
        customers.latestUserId(),
        audit.latestId(),
      ]);
      return JSON.stringify({ orders: orderChanges, ledger, users, console });
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
