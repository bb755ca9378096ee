import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { freshIdentity, PASSWORD } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { captureLog } from '../../test/capture-log';
import type { FakeAliyunSms } from '../../test/fakes/sms/fake-aliyun-sms';
import { templateIds, useFakeSmsProvider } from '../../test/fakes/sms/fake-sms-env';
import type { FakeTencentSms } from '../../test/fakes/sms/fake-tencent-sms';
import {
  addAddress,
  adminToken,
  ok,
  orderRow,
  payInCash,
  placed,
  product,
  ship,
} from '../../test/fixtures/order';

/** A customer signed up with the code the provider texted, with an address to ship to. */
async function buyer(app: FastifyInstance, fake: FakeAliyunSms | FakeTencentSms, tag: string) {
  const { mobile, username } = freshIdentity(tag);
  await ok(call(app, 'send', { mobile, event: 'register' }, { method: 'POST' }));
  const captcha = fake.lastText(mobile)?.params[0];
  const registered = await ok<{ userinfo: { id: number; token: string } }>(
    call(app, 'register', { username, password: PASSWORD, mobile, captcha }, { method: 'POST' }),
  );
  const { id, token } = registered.userinfo;
  return { id, token, mobile, username, addressId: await addAddress(app, token) };
}

/** A paid order of the buyer's, ready to ship. */
async function paidOrder(app: FastifyInstance, who: Awaited<ReturnType<typeof buyer>>) {
  const print = await product(app, { name_en: `Shipped text ${who.username}`, stock: 3 });
  const order = await placed(app, who, print);
  await payInCash(app, who, order.order_id);
  return order;
}

describe.each(databases)('the shipping text through Aliyun on %s', (kind) => {
  const log = captureLog();
  const { env, fake } = useFakeSmsProvider('aliyun');
  env.LOG_LEVEL = 'warn';
  const ctx = useTestApp(kind, env, { demo: true, logStream: log.stream });

  it('texts the buyer the carrier and tracking number once the order ships', async () => {
    const { app } = ctx();
    const who = await buyer(app, fake(), 'shipa');
    const order = await paidOrder(app, who);
    await ship(app, await adminToken(app), order.order_id);
    expect(fake().lastText(who.mobile)).toEqual({
      template: templateIds.aliyun.shipped,
      params: ['SF Express', 'SF1234567890'],
    });
  });

  it('ships the order when the provider refuses the text, and logs the refusal', async () => {
    const { app } = ctx();
    const who = await buyer(app, fake(), 'shipb');
    const order = await paidOrder(app, who);
    fake().refuse(who.mobile, 'isv.BUSINESS_LIMIT_CONTROL');
    log.lines.length = 0;
    const shipped = await ship(app, await adminToken(app), order.order_id);
    expect(shipped).toMatchObject({ status: 'unreceived' });
    expect(await orderRow(app, order.order_id)).toMatchObject({
      carrier: 'SF Express',
      tracking_no: 'SF1234567890',
    });
    const logged = log.lines.find((line) => line.msg === 'shipping text not sent');
    expect(logged).toMatchObject({ order_no: order.order_no });
    expect(JSON.stringify(logged)).toContain('isv.BUSINESS_LIMIT_CONTROL');
    expect(JSON.stringify(logged)).not.toContain(who.mobile);
  });
});

describe.each(databases)('shipping texts from a shipping file on %s', (kind) => {
  const { env, fake } = useFakeSmsProvider('aliyun');
  const ctx = useTestApp(kind, env, { demo: true });

  it('texts each buyer whose order shipped, after the file, and no one for a refused row', async () => {
    const { app } = ctx();
    const [first, second, unpaid] = [
      await buyer(app, fake(), 'fila'),
      await buyer(app, fake(), 'filb'),
      await buyer(app, fake(), 'filc'),
    ] as const;
    const a = await paidOrder(app, first);
    const b = await paidOrder(app, second);
    const c = await placed(app, unpaid, await product(app, { name_en: 'Shipped text unpaid' }));
    const csv = [
      'order_no,carrier,tracking_no',
      `${a.order_no},中通快递,ZT100000001`,
      `${c.order_no},中通快递,ZT100000003`,
      `${b.order_no},圆通速递,YT100000002`,
    ].join('\n');
    const answer = await ok<{ shipped: number; refused: number }>(
      call(
        app,
        'orderShipBatch',
        { csv, lang: 'en' },
        { method: 'POST', token: await adminToken(app) },
      ),
    );
    expect(answer).toMatchObject({ shipped: 2, refused: 1 });
    expect(fake().lastText(first.mobile)?.params).toEqual(['中通快递', 'ZT100000001']);
    expect(fake().lastText(second.mobile)?.params).toEqual(['圆通速递', 'YT100000002']);
    expect(fake().lastText(unpaid.mobile)?.template).toBe(templateIds.aliyun.code);
  });
});

describe('the shipping text through Tencent Cloud', () => {
  const { env, fake } = useFakeSmsProvider('tencent');
  const ctx = useTestApp('sqlite', env, { demo: true });

  it('puts the carrier and tracking number in the template’s order', async () => {
    const { app } = ctx();
    const who = await buyer(app, fake(), 'shipt');
    const order = await paidOrder(app, who);
    await ship(app, await adminToken(app), order.order_id);
    expect(fake().lastText(who.mobile)).toEqual({
      template: templateIds.tencent.shipped,
      params: ['SF Express', 'SF1234567890'],
    });
  });
});

describe('a provider without a shipping template', () => {
  const { env, fake } = useFakeSmsProvider('aliyun', { shipped: false });
  const ctx = useTestApp('sqlite', env, { demo: true });

  it('texts no one when an order ships', async () => {
    const { app } = ctx();
    const who = await buyer(app, fake(), 'shipn');
    const order = await paidOrder(app, who);
    const before = fake().received.length;
    await ship(app, await adminToken(app), order.order_id);
    expect(fake().received).toHaveLength(before);
  });
});
