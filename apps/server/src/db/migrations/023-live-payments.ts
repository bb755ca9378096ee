import type { Kysely } from 'kysely';

/**
 * Live gateways: a payment keeps where the customer pays it (the QR code's content or the
 * provider's page, which only the provider can make), the kind of device it was opened for, and
 * the provider's own transaction number once paid. Sandbox payments before this compute their
 * cashier page from the session id, as they did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('pay_url', 'text').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('device', 'text', (c) => c.notNull().defaultTo('desktop'))
    .execute();
  await db.schema.alterTable('payments').addColumn('trade_no', 'text').execute();
}
