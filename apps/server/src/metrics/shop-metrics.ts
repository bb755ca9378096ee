import { ORDER_STATUSES } from '@atelier/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';

interface ShopSources {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * The shop's own figures, read from the database when Prometheus scrapes (two small read-only
 * queries): orders by status, and payments still pending with the age of the oldest, which
 * grows when a provider's notification does not come and the query job cannot settle it. Every
 * instance reports the same figures: aggregate them with max(), not sum(). While the database
 * does not answer they are left out of the scrape, and the rest is still served.
 */
export function measureShop({ db, clock, log }: ShopSources, registry: Registry) {
  const failed = reportOnce(log);

  new Gauge({
    name: 'atelier_orders',
    help: 'Orders by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      try {
        const rows = await db
          .selectFrom('orders')
          .select(['status', (eb) => eb.fn.countAll().as('count')])
          .groupBy('status')
          .execute();
        const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
        for (const status of ORDER_STATUSES) this.set({ status }, counts.get(status) ?? 0);
        failed.cleared();
      } catch (err) {
        this.reset();
        failed.now(err);
      }
    },
  });

  // One query serves both payment gauges of a scrape.
  const pending = sharedWhileRunning(async () => {
    const row = await db
      .selectFrom('payments')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const oldest = row.oldest === null ? undefined : Number(row.oldest);
    return {
      count: Number(row.count),
      ageSeconds: oldest === undefined ? 0 : Math.max(0, (clock.now() - oldest) / 1000),
    };
  });
  new Gauge({
    name: 'atelier_payments_pending',
    help: 'Cash payment sessions opened and neither paid, failed nor closed',
    registers: [registry],
    async collect() {
      try {
        this.set((await pending()).count);
        failed.cleared();
      } catch (err) {
        this.reset();
        failed.now(err);
      }
    },
  });
  new Gauge({
    name: 'atelier_payments_pending_oldest_age_seconds',
    help: 'How long ago the oldest pending payment session was opened; 0 when none is pending',
    registers: [registry],
    async collect() {
      try {
        this.set((await pending()).ageSeconds);
      } catch {
        // Reported once, by the count's gauge.
        this.reset();
      }
    },
  });
}

/** Calls of `read` while one runs share its answer; the next call after it settles reads anew. */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= read().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** Logs the first failed read of an outage, not one a scrape. */
function reportOnce(log: FastifyBaseLogger) {
  let failing = false;
  return {
    now(err: unknown) {
      if (failing) return;
      failing = true;
      log.warn({ err }, 'metrics: the shop figures could not be read');
    },
    cleared() {
      failing = false;
    },
  };
}
