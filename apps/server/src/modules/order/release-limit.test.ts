import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testClock } from '../../lib/clock';
import { minuteIn } from '../../lib/time';
import { databases, useTestApp } from '../../test/build-test-app';
import {
  buyNow,
  getInEnglish,
  ok,
  orderRow,
  post,
  postInEnglish,
  product,
  refusal,
  runOutClock,
  shopper,
  stockOf,
  type Shopper,
} from '../../test/fixtures/order';

const HOUR_MS = 3_600_000;

describe.each(databases)('a scheduled release and a limit per customer on %s', (kind) => {
  const clock = testClock(Date.UTC(2026, 10, 30, 12, 0, 0));
  const ctx = useTestApp(kind, {}, { demo: true, clock });
  /** A second instance on the same database and clock, as a second replica would be. */
  let other: FastifyInstance;

  beforeAll(async () => {
    other = await buildApp(ctx().config);
  });
  afterAll(async () => {
    await other?.close();
  });

  const shopTime = async (ms: number) =>
    minuteIn(ms, (await ctx().app.services.settings.shop()).time_zone);

  const addToCart = (app: FastifyInstance, who: Shopper, productId: number, quantity = 1) =>
    postInEnglish(app, 'buyCarCreate', { product_id: productId, quantity }, who.token);

  it('refuses orders and cart adds a millisecond before the release, on either instance, and serves them at it', async () => {
    const { app } = ctx();
    const releaseAt = clock.now() + 2 * HOUR_MS;
    const print = await product(app, {
      name_en: 'Night Print',
      stock: 10,
      release_at: releaseAt,
    });
    const [ann, bob] = [await shopper(app, 'relann'), await shopper(app, 'relbob')];

    // Both instances cache the product page before the release: it says when, and stays right.
    for (const instance of [app, other]) {
      const page = await ok<{ release_at: string | null; stock: number }>(
        getInEnglish(instance, 'productInfo', { id: print }),
      );
      expect(page.release_at).toBe(new Date(releaseAt).toISOString());
    }

    clock.set(releaseAt - 1);
    // Each answer, from the cache or not, carries the server's time for the page's countdown.
    for (const instance of [app, other]) {
      const cached = await getInEnglish(instance, 'productInfo', { id: print });
      expect(cached.headers['x-server-time']).toBe(String(releaseAt - 1));
    }
    const notYet = `“Night Print”: on sale at ${await shopTime(releaseAt)}`;
    for (const instance of [app, other]) {
      expect(await refusal(buyNow(instance, ann, print, 1, { lang: 'en' }))).toBe(notYet);
      expect(await refusal(addToCart(instance, ann, print))).toBe(notYet);
      expect(
        await refusal(getInEnglish(instance, 'confirmOrderInfo', { product_id: print }, ann.token)),
      ).toBe(notYet);
    }
    expect(await stockOf(app, print)).toEqual({ stock: 10, sales: 0 });

    clock.set(releaseAt);
    await ok(buyNow(app, ann, print, 1, { lang: 'en' }));
    await ok(buyNow(other, bob, print, 1, { lang: 'en' }));
    await ok(addToCart(app, ann, print));
    await ok(addToCart(other, bob, print));
    // The cached pages still hold, with the stock the orders took.
    for (const instance of [app, other]) {
      const page = await ok<{ release_at: string | null; stock: number }>(
        getInEnglish(instance, 'productInfo', { id: print }),
      );
      expect(page.release_at).toBe(new Date(releaseAt).toISOString());
    }
    expect(await stockOf(app, print)).toEqual({ stock: 8, sales: 2 });
  });

  it('says when in Chinese too', async () => {
    const { app } = ctx();
    const releaseAt = clock.now() + HOUR_MS;
    const print = await product(app, { name_en: 'Dawn Print', stock: 3, release_at: releaseAt });
    const cy = await shopper(app, 'relcy');
    expect(await refusal(buyNow(app, cy, print, 1, { lang: 'zh-cn' }))).toBe(
      `「Dawn Print（中）」${await shopTime(releaseAt)} 开售`,
    );
  });

  it('sells twenty racing orders of one customer no more than the limit of two', async () => {
    const { app } = ctx();
    const print = await product(app, { name_en: 'Pair Print', stock: 50, limit_per_customer: 2 });
    const dee = await shopper(app, 'limdee');

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        buyNow(i % 2 === 0 ? app : other, dee, print, 1, { lang: 'en' }),
      ),
    );
    const made = answers.filter((a) => a.body.code === 200);
    const refused = answers.filter((a) => a.body.code !== 200);
    expect(made).toHaveLength(2);
    expect(new Set(refused.map((a) => a.body.msg))).toEqual(
      new Set(['You can buy 0 more of “Pair Print” (at most 2 per customer)']),
    );
    expect(await stockOf(app, print)).toEqual({ stock: 48, sales: 2 });

    // Another customer has an allowance of their own.
    const eve = await shopper(app, 'limeve');
    await ok(buyNow(app, eve, print, 2));
    expect(await refusal(buyNow(app, eve, print, 1, { lang: 'zh-cn' }))).toBe(
      '「Pair Print（中）」每人限购 2 件，您还可以买 0 件',
    );
  });

  it('refuses more than the limit in one order or one cart line, saying how many are left', async () => {
    const { app } = ctx();
    const print = await product(app, { name_en: 'Trio Print', stock: 50, limit_per_customer: 3 });
    const fay = await shopper(app, 'limfay');
    const tooMany = 'You can buy 3 more of “Trio Print” (at most 3 per customer)';
    expect(await refusal(buyNow(app, fay, print, 4, { lang: 'en' }))).toBe(tooMany);
    expect(await refusal(addToCart(app, fay, print, 4))).toBe(tooMany);
    await ok(addToCart(app, fay, print, 2));
    expect(await refusal(addToCart(app, fay, print, 2))).toBe(
      'You can buy 1 more of “Trio Print” (at most 3 per customer)',
    );

    await ok(buyNow(app, fay, print, 2));
    expect(await refusal(buyNow(app, fay, print, 2, { lang: 'en' }))).toBe(
      'You can buy 1 more of “Trio Print” (at most 3 per customer)',
    );
  });

  it('gives the allowance back when an order is cancelled by the customer, the deadline or the staff', async () => {
    const { app } = ctx();
    const print = await product(app, { name_en: 'Solo Print', stock: 50, limit_per_customer: 1 });
    const gus = await shopper(app, 'limgus');
    const full = 'You can buy 0 more of “Solo Print” (at most 1 per customer)';

    // The customer cancels.
    const first = await ok<{ order_id: number }>(buyNow(app, gus, print));
    expect(await refusal(buyNow(app, gus, print, 1, { lang: 'en' }))).toBe(full);
    await ok(post(app, 'orderCancel', { id: first.order_id }, gus.token));

    // The payment deadline passes: the next order cancels the lapsed one, without the job.
    const lapsed = await ok<{ order_id: number }>(buyNow(app, gus, print));
    await runOutClock(app, lapsed.order_id);
    const again = await ok<{ order_id: number }>(buyNow(app, gus, print));
    expect((await orderRow(app, lapsed.order_id)).status).toBe('canceled');
    await ok(post(app, 'orderCancel', { id: again.order_id }, gus.token));

    // The payment deadline passes and the job cancels.
    const second = await ok<{ order_id: number }>(buyNow(app, gus, print));
    expect(await refusal(buyNow(app, gus, print, 1, { lang: 'en' }))).toBe(full);
    await runOutClock(app, second.order_id);
    expect(await app.services.order.cancelOverdue(clock.now())).toBeGreaterThanOrEqual(1);
    expect((await orderRow(app, second.order_id)).status).toBe('canceled');

    // The staff cancel.
    const third = await ok<{ order_id: number }>(buyNow(app, gus, print));
    expect(await refusal(buyNow(app, gus, print, 1, { lang: 'en' }))).toBe(full);
    const admin = await ok<{ userinfo: { token: string } }>(
      post(app, 'login', { account: 'admin', password: 'Admin@12345' }),
    );
    await ok(
      post(
        app,
        'orderRefund',
        { id: third.order_id, reason: 'Customer asked by phone' },
        admin.userinfo.token,
      ),
    );

    await ok(buyNow(app, gus, print));
    expect(await stockOf(app, print)).toEqual({ stock: 49, sales: 1 });
  });
});
