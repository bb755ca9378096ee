import { ownTables, type Connection } from '../../db/connection';
import { formatSerial, isSerialWellFormed, normalizeSerial } from '@atelier/contract/serial-code';
import type { AuthenticityTables } from '../../db/tables/authenticity';
import { AppError } from '../../errors';
import { serialsWithProduct } from './serial-rows';
import { orderFacts, orderLines } from '../order/order-query';

/** A serial activated for one of an order's units (what shipping reads back). */
export interface ActivatedSerial {
  code: string;
  product_id: number;
  edition: { number: number; total: number };
}

/** Serials as typed, normalised; a mistyped or repeated one refuses the whole list. */
export function normalizeAll(typed: readonly string[]): string[] {
  const codes: string[] = [];
  for (const text of typed) {
    const code = normalizeSerial(text);
    if (!isSerialWellFormed(code)) throw new AppError('serialMistyped', { code: text });
    if (codes.includes(code)) throw new AppError('serialRepeated', { code: formatSerial(code) });
    codes.push(code);
  }
  return codes;
}

/**
 * Gives the buyer of order `orderId` the serials entered for its shipped units, inside the
 * shipping's transaction: each must be issued, in a live batch, not shipped before, and of a
 * product in the order, no more of a product than the order holds (counting serials it already
 * has). One refusal refuses them all, and the caller's transaction with them.
 */
export async function activateSerials(
  trxGiven: Connection,
  { orderId, typed, now }: { orderId: number; typed: readonly string[]; now: number },
): Promise<ActivatedSerial[]> {
  const trx = ownTables<AuthenticityTables>(trxGiven);
  if (typed.length === 0) return [];
  const codes = normalizeAll(typed);
  const order = await orderFacts(trx).where('id', '=', orderId).executeTakeFirstOrThrow();
  const items = await orderLines(trx).where('order_id', '=', orderId).execute();
  const found = await serialsWithProduct(trx)
    .select([
      's.id',
      's.code',
      's.product_id',
      's.edition_number',
      's.activated_at',
      'b.id as batch_id',
      'b.quantity as total',
      'b.status as batch_status',
      'p.product_no',
    ])
    .where('s.code', 'in', codes)
    .execute();
  const byCode = new Map(found.map((row) => [row.code, row]));
  const already = await trx
    .selectFrom('serials')
    .select(['product_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('order_id', '=', orderId)
    .groupBy('product_id')
    .execute();
  const used = new Map(already.map((row) => [Number(row.product_id), Number(row.n)]));

  const activated: ActivatedSerial[] = [];
  for (const code of codes) {
    const serial = byCode.get(code);
    const shown = formatSerial(code);
    if (!serial) throw new AppError('serialNotIssued', { code: shown });
    if (serial.batch_status === 'revoked')
      throw new AppError('serialRevokedAtShip', { code: shown });
    if (serial.activated_at !== null) throw new AppError('serialAlreadyActive', { code: shown });
    const productId = Number(serial.product_id);
    const lines = items.filter((item) => Number(item.product_id) === productId);
    if (lines.length === 0) {
      throw new AppError('serialNotInOrder', { code: shown, product: serial.product_no });
    }
    const quantity = lines.reduce((sum, item) => sum + item.quantity, 0);
    const count = (used.get(productId) ?? 0) + 1;
    if (count > quantity) {
      throw new AppError('serialTooMany', { product: serial.product_no, quantity });
    }
    used.set(productId, count);
    // Conditional: of two shipments entering the same serial at once, one activates it.
    const result = await trx
      .updateTable('serials')
      .set({
        owner_id: order.user_id,
        owner_since: now,
        order_id: orderId,
        order_item_id: lines[0]?.id ?? null,
        activated_at: now,
      })
      .where('id', '=', serial.id)
      .where('activated_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new AppError('serialAlreadyActive', { code: shown });
    }
    await trx
      .insertInto('serial_owners')
      .values({ serial_id: serial.id, user_id: order.user_id, source: 'shipped', since: now })
      .execute();
    await trx
      .updateTable('serial_batches')
      .set((eb) => ({ owned_count: eb('owned_count', '+', 1) }))
      .where('id', '=', serial.batch_id)
      .execute();
    activated.push({
      code: shown,
      product_id: productId,
      edition: { number: serial.edition_number, total: serial.total },
    });
  }
  return activated;
}

/** The serials activated for an order's units, in edition order per product. */
export async function serialsOfOrder(
  dbGiven: Connection,
  orderId: number,
): Promise<ActivatedSerial[]> {
  const db = ownTables<AuthenticityTables>(dbGiven);
  const rows = await db
    .selectFrom('serials as s')
    .innerJoin('serial_batches as b', 'b.id', 's.batch_id')
    .select(['s.code', 's.product_id', 's.edition_number', 'b.quantity'])
    .where('s.order_id', '=', orderId)
    .orderBy('s.product_id')
    .orderBy('s.edition_number')
    .execute();
  return rows.map((row) => ({
    code: formatSerial(row.code),
    product_id: Number(row.product_id),
    edition: { number: row.edition_number, total: row.quantity },
  }));
}
