import { actionPath } from '@atelier/contract';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { insertCategory, insertProduct } from '../catalog/catalog-fixtures';
import { issueBatch } from './serial-issuer';

/** Rows the check's tests put in place of what issuing and shipping do. */

let addresses = 0;
/** A client address of its own, so one test's budget is not another's. */
export function freshIp(): string {
  addresses += 1;
  return `10.9.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

export function freshDevice(): string {
  return randomBytes(12).toString('hex');
}

export interface CheckAs {
  ip?: string;
  device?: string;
  token?: string;
  lang?: 'en' | 'zh-cn';
}

/** `qrCode` as a browser at `ip` calls it. */
export async function checkSerial(app: FastifyInstance, code: string, as: CheckAs = {}) {
  const query: Record<string, string> = { code, lang: as.lang ?? 'en' };
  if (as.device) query.device = as.device;
  const response = await app.inject({
    method: 'GET',
    url: actionPath('qrCode'),
    query,
    remoteAddress: as.ip ?? '10.0.0.1',
    headers: as.token ? { authorization: `Bearer ${as.token}` } : undefined,
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; msg: string; data: CheckResult | null }>(),
  };
}

export interface CheckResult {
  code: string;
  status: string;
  product: { id: number; name: string; image: string; product_no: string };
  edition: { number: number; total: number };
  check_count: number;
  first_checked_at: string | null;
  counted: boolean;
  activated_at: string | null;
  revoked_at: string | null;
  revoke_reason: string;
  mine: boolean;
  owners: Array<{ name: string; since: string; until: string | null }>;
}

/** A product with a batch of `quantity` serials; their codes in edition order. */
export async function productWithSerials(app: FastifyInstance, name: string, quantity = 3) {
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
  return { productId, batchId, codes: rows.map((row) => row.code), ids: rows.map((r) => r.id) };
}

/** A serial shipped to `userId`, as shipping its unit leaves it. */
export async function shippedTo(app: FastifyInstance, code: string, userId: number) {
  const now = app.clock.now();
  const serial = await app.db
    .updateTable('serials')
    .set({ owner_id: userId, owner_since: now, activated_at: now })
    .where('code', '=', code)
    .returning(['id', 'batch_id'])
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('serial_owners')
    .values({ serial_id: serial.id, user_id: userId, source: 'shipped', since: now, until: null })
    .execute();
  await app.db
    .updateTable('serial_batches')
    .set((eb) => ({ owned_count: eb('owned_count', '+', 1) }))
    .where('id', '=', serial.batch_id)
    .execute();
}
