import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { signUp } from '../../test/accounts';
import { hangzhou } from '../../test/addresses';
import { call } from '../../test/build-test-app';
import { insertCategory, insertProduct } from '../catalog/catalog-fixtures';

/** Helpers the order and payment suites share: customers, products, and a clock for one order. */

export type Shopper = Awaited<ReturnType<typeof shopper>>;

export function get(
  app: FastifyInstance,
  action: string,
  input: Record<string, unknown>,
  token?: string,
) {
  return call(app, action, input, { method: 'GET', token });
}

export function post(
  app: FastifyInstance,
  action: string,
  input: Record<string, unknown>,
  token?: string,
) {
  return call(app, action, input, { method: 'POST', token });
}

/** `get` and `post` in English unless the input says otherwise, so refusals read in English. */
export function getInEnglish(
  app: FastifyInstance,
  action: string,
  input: Record<string, unknown>,
  token?: string,
) {
  return get(app, action, { lang: 'en', ...input }, token);
}

export function postInEnglish(
  app: FastifyInstance,
  action: string,
  input: Record<string, unknown>,
  token?: string,
) {
  return post(app, action, { lang: 'en', ...input }, token);
}

/** The answer's data, after checking it succeeded. */
export async function ok<T = Record<string, unknown>>(
  pending: Promise<{ body: { code: number; msg: string; data: unknown } }>,
): Promise<T> {
  const { body } = await pending;
  expect(body, body.msg).toMatchObject({ code: 200 });
  return body.data as T;
}

/** The refusal's message, after checking it was refused. */
export async function refusal(
  pending: Promise<{ body: { code: number; msg: string; data: unknown } }>,
): Promise<string> {
  const { body } = await pending;
  expect(body.code).toBe(100);
  return body.msg;
}

export async function addAddress(app: FastifyInstance, token: string, address = hangzhou) {
  const data = await ok<{ id: number }>(
    post(app, 'addressCreate', { ...address, is_default: true }, token),
  );
  return data.id;
}

/** A signed-up customer with a default address and, if asked, usable points. */
export async function shopper(app: FastifyInstance, tag: string, points = 0) {
  const account = await signUp(app, tag);
  if (points > 0) await grantPoints(app, account.id, points);
  return { ...account, addressId: await addAddress(app, account.token) };
}

export async function grantPoints(app: FastifyInstance, userId: number, points: number) {
  await app.db.transaction().execute((trx) =>
    app.services.points.credit(trx, userId, points, 'opening', '', app.clock.now(), {
      earned: false,
    }),
  );
}

export async function adminToken(app: FastifyInstance): Promise<string> {
  const data = await ok<{ userinfo: { token: string } }>(
    post(app, 'login', { account: 'admin', password: 'Admin@12345' }),
  );
  return data.userinfo.token;
}

const categories = new WeakMap<FastifyInstance, Partial<Record<'art' | 'points', number>>>();

/** A product of the test's own, in a category of its mall. */
export async function product(
  app: FastifyInstance,
  values: { type?: 'art' | 'points'; name_en: string } & Partial<
    Parameters<typeof insertProduct>[1]
  >,
) {
  const type = values.type ?? 'art';
  const known = categories.get(app) ?? {};
  categories.set(app, known);
  const categoryId = known[type] ?? (await insertCategory(app, type, `Order test ${type}`));
  known[type] = categoryId;
  return insertProduct(app, { ...values, type, category_id: categoryId });
}

export async function stockOf(app: FastifyInstance, productId: number) {
  return app.db
    .selectFrom('products')
    .select(['stock', 'sales'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
}

export async function pointsOf(app: FastifyInstance, userId: number) {
  return app.db
    .selectFrom('users')
    .select(['score', 'score_total'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function ledgerOf(app: FastifyInstance, userId: number) {
  return app.db
    .selectFrom('points_ledger')
    .select(['delta', 'balance_after', 'reason', 'ref'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function orderRow(app: FastifyInstance, orderId: number) {
  return app.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function paymentsOf(app: FastifyInstance, orderId: number) {
  return app.db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export interface Created {
  order_id: number;
  order_no: string;
  pay_deadline: string;
}

/** Buys a product now, `quantity` units, to the shopper's default address. */
export function buyNow(
  app: FastifyInstance,
  who: Shopper,
  productId: number,
  quantity = 1,
  extra: Record<string, unknown> = {},
) {
  return post(
    app,
    'orderCreate',
    {
      product_id: productId,
      quantity,
      address_id: who.addressId,
      idempotency_key: randomUUID(),
      ...extra,
    },
    who.token,
  );
}

export async function placed(
  app: FastifyInstance,
  who: Shopper,
  productId: number,
  quantity = 1,
): Promise<Created> {
  return ok<Created>(buyNow(app, who, productId, quantity));
}

/** Moves one order's payment deadline into the past: its clock ran out. */
export async function runOutClock(app: FastifyInstance, orderId: number) {
  await app.db
    .updateTable('orders')
    .set({ pay_deadline: app.clock.now() - 1000 })
    .where('id', '=', orderId)
    .execute();
}

/** A paid order shipped by the studio. */
export async function ship(app: FastifyInstance, admin: string, orderId: number) {
  return ok(
    post(
      app,
      'orderShip',
      { id: orderId, carrier: 'SF Express', tracking_no: 'SF1234567890' },
      admin,
    ),
  );
}

/** Pays an art order through the sandbox cashier, as the buyer clicking "pay" would. */
export async function payInCash(app: FastifyInstance, who: Shopper, orderId: number) {
  const paid = await ok<{ payment: { session_id: string } }>(
    post(app, 'orderPay', { order_id: orderId, method: 'sandbox' }, who.token),
  );
  await ok(
    post(app, 'cashierSubmit', { session_id: paid.payment.session_id, outcome: 'paid' }, who.token),
  );
  return paid.payment.session_id;
}
