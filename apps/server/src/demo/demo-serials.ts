import { formatSerial } from '@atelier/contract/serial-code';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { issueBatch } from '../modules/authenticity/serial-issuer';
import type { Services } from '../services';

const EDITION = 12;
const OWNED_BY_DEMO = 2;

/**
 * A batch of serials for the demo edition the community's gated group names: the demo customer
 * owns the first two, since their order of two units shipped; the rest are not sold yet. The codes are
 * random, so the log names one of each to try on /appraisal.
 */
export async function seedSerials(
  db: Kysely<Database>,
  services: Services,
  log: FastifyBaseLogger,
): Promise<void> {
  if (await db.selectFrom('serial_batches').select('id').executeTakeFirst()) return;
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('type', '=', 'art')
    .orderBy('stock', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo')
    .executeTakeFirst();
  if (!product || !demo) return;
  const now = services.clock.now();
  // Owned since the demo customer's order of the edition shipped (`seedDemoOrders`).
  const order = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select('orders.shipped_at')
    .where('orders.user_id', '=', demo.id)
    .where('order_items.product_id', '=', product.id)
    .where('orders.shipped_at', 'is not', null)
    .orderBy('orders.shipped_at')
    .executeTakeFirst();
  const shipped = order?.shipped_at == null ? now : Number(order.shipped_at);
  const batchId = await issueBatch(db, {
    productId: product.id,
    quantity: EDITION,
    note: 'Demo edition',
    createdBy: 'editor',
    now: Math.min(now, shipped - 86_400_000),
  });
  const serials = await db
    .selectFrom('serials')
    .select(['id', 'code'])
    .where('batch_id', '=', batchId)
    .orderBy('edition_number')
    .execute();
  const owned = serials.slice(0, OWNED_BY_DEMO);
  await db.transaction().execute(async (trx) => {
    for (const serial of owned) {
      await trx
        .updateTable('serials')
        .set({ owner_id: demo.id, owner_since: shipped, activated_at: shipped })
        .where('id', '=', serial.id)
        .execute();
      await trx
        .insertInto('serial_owners')
        .values({ serial_id: serial.id, user_id: demo.id, source: 'shipped', since: shipped })
        .execute();
    }
    await trx
      .updateTable('serial_batches')
      .set({ owned_count: owned.length })
      .where('id', '=', batchId)
      .execute();
  });
  const unsold = serials[OWNED_BY_DEMO];
  log.info(
    {
      owned_by_demo: owned.map((s) => formatSerial(s.code)),
      not_sold: unsold ? formatSerial(unsold.code) : null,
    },
    'seeded demo serials: try them on /appraisal',
  );
}
