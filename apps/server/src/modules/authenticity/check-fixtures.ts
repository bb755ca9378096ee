import { actionPath } from '@atelier/contract';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { shipSerial } from './serial-fixtures';

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

/** A serial shipped to `userId` in an order of its own, as shipping its unit leaves it. */
export async function shippedTo(app: FastifyInstance, code: string, userId: number) {
  const serial = await app.db
    .selectFrom('serials')
    .select('product_id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  await shipSerial(app, userId, serial.product_id, code);
}
