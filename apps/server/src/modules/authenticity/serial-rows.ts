import type { Kysely } from 'kysely';
import type { AuthenticityTables } from '../../db/tables/authenticity';
import { productQuery } from '../catalog/product-query';

/** Serials (`s`) with their batch (`b`) and product (`p`): what a check, an owner and shipping read. */
export function serialsWithProduct(db: Kysely<AuthenticityTables>) {
  return db
    .selectFrom('serials as s')
    .innerJoin('serial_batches as b', 'b.id', 's.batch_id')
    .innerJoin(productQuery.labels(db).as('p'), 'p.id', 's.product_id');
}
