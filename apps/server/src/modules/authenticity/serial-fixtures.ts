import type { FastifyInstance } from 'fastify';
import { insertCategory, insertProduct } from '../catalog/catalog-fixtures';
import { insertCompletedOrder } from '../community/group-fixtures';
import { activateSerials } from './serial-activation-service';
import { issueBatch } from './serial-issuer';

/** A product with a batch of `quantity` serials, as the console would issue them. */
export async function issuedBatch(app: FastifyInstance, quantity = 3, name = 'Moon Vase') {
  const category = await insertCategory(app, 'art', `${name} shelf`);
  const productId = await insertProduct(app, { category_id: category, name_en: name });
  const batchId = await issueBatch(app.db, {
    productId,
    quantity,
    note: '',
    createdBy: 'editor',
    now: app.clock.now(),
  });
  const rows = await app.db
    .selectFrom('serials')
    .select(['id', 'code'])
    .where('batch_id', '=', batchId)
    .orderBy('edition_number')
    .execute();
  return { productId, batchId, codes: rows.map((r) => r.code), ids: rows.map((r) => r.id) };
}

/** Ships the unit carrying `code` to `userId` in an order of its own, as shipping would. */
export async function shipSerial(
  app: FastifyInstance,
  userId: number,
  productId: number,
  code: string,
): Promise<number> {
  const orderId = await insertCompletedOrder(app, userId, productId);
  await app.db
    .transaction()
    .execute((trx) => activateSerials(trx, { orderId, typed: [code], now: app.clock.now() }));
  return orderId;
}
