import { actionPath } from '@atelier/contract';
import { serialFromData } from '@atelier/contract/serial-code';
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

/** A well-formed code no batch issued (all zeros is never drawn in practice). */
export const unknownCode = (n: number) =>
  serialFromData(`ZZZZZZZZZZZ${String(n).padStart(4, '0')}`);

export function freshDevice(): string {
  return randomBytes(12).toString('hex');
}

export interface CheckAs {
  ip?: string;
  /** An `X-Forwarded-For` header, believed only from a trusted proxy. */
  forwardedFor?: string;
  device?: string;
  token?: string;
  lang?: 'en' | 'zh-cn';
}

function headersOf(as: CheckAs): Record<string, string> {
  const headers: Record<string, string> = {};
  if (as.token) headers.authorization = `Bearer ${as.token}`;
  if (as.forwardedFor) headers['x-forwarded-for'] = as.forwardedFor;
  return headers;
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
    headers: headersOf(as),
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; msg: string; data: CheckResult | null }>(),
  };
}

/** An ownership action that takes a serial, as an account at `ip` sends it; `raw` is the body's bytes. */
export async function postSerialAs(
  app: FastifyInstance,
  action: 'serialTransferAccept' | 'serialTransferCreate',
  input: Record<string, string>,
  as: CheckAs & { token: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: actionPath(action),
    payload: { lang: as.lang ?? 'en', ...input },
    remoteAddress: as.ip ?? '10.0.0.1',
    headers: headersOf(as),
  });
  return {
    status: response.statusCode,
    raw: response.body,
    body: response.json<{ code: number; msg: string; data: unknown }>(),
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
