import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/** How a product sells: to whoever orders first, or by a drawing of entries (a drop). */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('sale_mode', 'text', (c) => c.notNull().defaultTo('first_come'))
    .execute();
}
