import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Serials (`s`) with their batch (`b`) and product (`p`): what a check, an owner and shipping read. */
export function serialsWithProduct(db: Kysely<Database>) {
  return db
    .selectFrom('serials as s')
    .innerJoin('serial_batches as b', 'b.id', 's.batch_id')
    .innerJoin('products as p', 'p.id', 's.product_id');
}
