import type { AddressInfo } from 'node:net';
import createClient, { type Client } from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../test/accounts';
import { hangzhou } from '../test/addresses';
import { databases, useTestApp } from '../test/build-test-app';
import { product, shopper } from '../test/fixtures/order';
import type { paths, Refusal } from './atelier-api';

/** The success among an action's answers, after checking it is one. */
function success<T extends { code: number; msg: string }>(
  answer: T | undefined,
): Extract<T, { code: 200 }> {
  expect(answer, answer?.msg).toMatchObject({ code: 200 });
  return answer as Extract<T, { code: 200 }>;
}

/**
 * An integrator's client: types generated from the OpenAPI document (openapi-typescript), calls
 * made by openapi-fetch over HTTP to a listening server.
 */
describe.each(databases)('a client generated from the OpenAPI document, on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });
  let baseUrl = '';
  let client: Client<paths>;

  beforeAll(async () => {
    const { app } = ctx();
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    client = createClient<paths>({ baseUrl });
  });

  it('signs in, lists products, places an order and pays it with points', async () => {
    const { app } = ctx();
    const who = await shopper(app, 'client', 1000);
    const mug = await product(app, {
      type: 'points',
      name_en: 'Client Mug',
      score_price: 300,
      stock: 5,
    });

    const { data: signedIn } = await client.POST('/api/index/login', {
      body: { account: who.username, password: PASSWORD, lang: 'en' },
    });
    const { token } = success(signedIn).data.userinfo;
    const mine = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });

    const { data: listed } = await client.GET('/api/index/productList', {
      params: { query: { type: 'points', limit: 100, sort: 'newest', lang: 'en' } },
    });
    const page = success(listed).data;
    const item = page.list.find(({ id }) => id === mug);
    expect(item).toMatchObject({ name: 'Client Mug', score_price: 300, price: '0.00' });

    const { data: address } = await mine.POST('/api/index/addressCreate', {
      body: { ...hangzhou, is_default: true },
    });
    const { data: created } = await mine.POST('/api/index/orderCreate', {
      body: {
        product_id: mug,
        quantity: 2,
        address_id: success(address).data.id,
        idempotency_key: `client-${who.id}`,
      },
    });
    const order = success(created).data;

    const { data: paid } = await mine.POST('/api/index/orderPay', {
      body: { order_id: order.order_id, method: 'score' },
    });
    expect(success(paid).data).toEqual({
      order_id: order.order_id,
      status: 'undelivered',
      payment: null,
    });
    const { data: account } = await mine.GET('/api/index/userInfo', {});
    expect(success(account).data.score).toBe(400);
  });

  it('tells a refusal apart by its code, with the field it is about', async () => {
    const who = await shopper(ctx().app, 'refused');
    const { data, response } = await client.POST('/api/index/login', {
      body: { account: who.username, password: 'not-the-password', lang: 'en' },
    });
    expect(response.status).toBe(200);
    if (data?.code !== 100) throw new Error(`not refused: ${JSON.stringify(data)}`);
    const field: Refusal['field'] = data.field;
    expect(field).toBe('password');
    expect(data).toMatchObject({ msg: 'The account or password is incorrect', data: null });
    // @ts-expect-error: a refusal names its field `field`; the compiler knows no `fields`.
    expect(data.fields).toBeUndefined();
    await expect(
      // @ts-expect-error: `login` takes `account`, not `username`.
      client.POST('/api/index/login', { body: { username: who.username, password: PASSWORD } }),
    ).resolves.toMatchObject({ data: { code: 100 } });
  });

  it('is told a missing sign-in by code 401', async () => {
    const { data } = await client.GET('/api/index/userInfo', { params: { query: { lang: 'en' } } });
    expect(data).toMatchObject({ code: 401, data: null });
  });
});
