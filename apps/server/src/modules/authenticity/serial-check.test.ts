import { formatSerial } from '@atelier/contract/serial-code';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { dayIn } from '../../lib/time';
import { signUp } from '../../test/accounts';
import { databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import { get, ok, post } from '../../test/fixtures/order';
import { ensureFirstSettings } from '../settings/first-settings';
import {
  checkSerial,
  freshDevice,
  freshIp,
  shippedTo,
  unknownCode,
  type CheckAs,
  type CheckResult,
} from '../../test/fixtures/serial-check';
import { issuedBatch } from '../../test/fixtures/serial';
import {
  ADDRESS_VISITORS,
  ALERT_VISITORS,
  BLOCK_MS,
  CHECK_WINDOW_MS,
  DEVICE_BUDGET,
  VISIT_MS,
} from './check-limits';

const HOUR = 3_600_000;
const UNKNOWN_MSG = 'The studio did not issue this serial. Please be careful before you buy it.';

describe.each(databases)('checking a serial on %s', (kind) => {
  const clock = testClock(Date.parse('2030-07-01T02:00:00Z'));
  const ctx = useTestApp(kind, {}, { clock, demo: true });

  const genuine = async (app: FastifyInstance, code: string, as = {}) => {
    const { body } = await checkSerial(app, code, as);
    expect(body, body.msg).toMatchObject({ code: 200 });
    return body.data as CheckResult;
  };

  it('shows a shipped serial as genuine, "mine" only to its owner, with owners masked', async () => {
    const { app } = ctx();
    const { codes, productId } = await issuedBatch(app, 3, 'Lacquer box');
    const buyer = await signUp(app, 'own');
    await app.db
      .updateTable('users')
      .set({ nickname: 'Wenjun' })
      .where('id', '=', buyer.id)
      .execute();
    await shippedTo(app, codes[1]!, buyer.id);
    const stranger = await signUp(app, 'str');

    const owner = await genuine(app, codes[1]!.toLowerCase(), {
      token: buyer.token,
      ip: freshIp(),
    });
    expect(owner).toMatchObject({
      code: formatSerial(codes[1]!),
      status: 'genuine',
      product: { id: productId, name: 'Lacquer box' },
      edition: { number: 2, total: 3 },
      mine: true,
      owners: [{ name: 'W***', until: null }],
    });
    expect(owner.product.product_no).toMatch(/^TST-/);

    const other = await genuine(app, formatSerial(codes[1]!), {
      token: stranger.token,
      ip: freshIp(),
      lang: 'zh-cn',
    });
    expect(other.mine).toBe(false);
    expect(other.product.name).toBe('Lacquer box（中）');
    expect(JSON.stringify(other.owners)).not.toContain(buyer.mobile);
    const anonymous = await genuine(app, codes[1]!, { ip: freshIp() });
    expect(anonymous.mine).toBe(false);
  });

  it('says a serial not yet shipped is unsold, and a revoked batch’s serial is revoked', async () => {
    const { app } = ctx();
    const { codes, batchId } = await issuedBatch(app, 2, 'Tea bowl');
    const unsold = await genuine(app, codes[0]!, { ip: freshIp() });
    expect(unsold).toMatchObject({ status: 'unsold', mine: false, activated_at: null, owners: [] });

    await app.db
      .updateTable('serial_batches')
      .set({ status: 'revoked', revoked_at: clock.now(), revoke_reason: 'Labels were stolen' })
      .where('id', '=', batchId)
      .execute();
    const revoked = await genuine(app, codes[1]!, { ip: freshIp() });
    expect(revoked).toMatchObject({ status: 'revoked', revoke_reason: 'Labels were stolen' });
    expect(revoked.revoked_at).not.toBeNull();
  });

  it('tells a mistyped code from an unknown one, in both languages', async () => {
    const { app } = ctx();
    const { codes } = await issuedBatch(app, 1, 'Ink stone');
    const code = codes[0]!;
    const typo = code.slice(0, 5) + (code[5] === 'A' ? 'B' : 'A') + code.slice(6);
    const ip = freshIp();
    const mistyped = await checkSerial(app, typo, { ip });
    expect(mistyped.body).toMatchObject({
      code: 100,
      msg: expect.stringContaining('check the code'),
    });
    const zh = await checkSerial(app, typo, { ip, lang: 'zh-cn' });
    expect(zh.body.msg).toBe('序列号有误，请核对后重新输入');

    const unknown = await checkSerial(app, unknownCode(1), { ip });
    expect(unknown.body).toMatchObject({ code: 100, msg: UNKNOWN_MSG });
    const unknownZh = await checkSerial(app, unknownCode(1), { ip, lang: 'zh-cn' });
    expect(unknownZh.body.msg).toBe('该ID不在生成的序列号中，请谨慎购买');

    const empty = await checkSerial(app, '', { ip });
    expect(empty.body.code).toBe(100);
    const badDevice = await checkSerial(app, code, { ip, device: 'short' });
    expect(badDevice.body.code).toBe(100);
  });

  it('counts each visitor once per 24 hours and keeps the first check’s time', async () => {
    const { app } = ctx();
    const { codes } = await issuedBatch(app, 1, 'Silk scroll');
    const code = codes[0]!;
    const customer = await signUp(app, 'cnt');
    const first = await genuine(app, code, { token: customer.token, ip: freshIp() });
    expect(first).toMatchObject({ check_count: 1, counted: true });
    expect(first.first_checked_at).toBe(new Date(clock.now()).toISOString());
    const firstAt = first.first_checked_at;

    clock.advance(HOUR);
    // The same account from another network and browser is the same visitor.
    const again = await genuine(app, code, {
      token: customer.token,
      ip: freshIp(),
      device: freshDevice(),
    });
    expect(again).toMatchObject({ check_count: 1, counted: false, first_checked_at: firstAt });

    const device = freshDevice();
    const byDevice = await genuine(app, code, { device, ip: freshIp() });
    expect(byDevice).toMatchObject({ check_count: 2, counted: true });
    expect((await genuine(app, code, { device, ip: freshIp() })).check_count).toBe(2);
    const ip = freshIp();
    expect((await genuine(app, code, { ip })).check_count).toBe(3);
    expect((await genuine(app, code, { ip })).check_count).toBe(3);

    clock.advance(VISIT_MS);
    const nextDay = await genuine(app, code, { token: customer.token, ip: freshIp() });
    expect(nextDay).toMatchObject({ check_count: 4, counted: true, first_checked_at: firstAt });
  });

  it('counts one visitor’s simultaneous checks once', async () => {
    const { app } = ctx();
    const { codes } = await issuedBatch(app, 1, 'Bronze mirror');
    const device = freshDevice();
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => checkSerial(app, codes[0]!, { device, ip })),
    );
    for (const { body } of answers) expect(body.code, body.msg).toBe(200);
    expect(answers.filter(({ body }) => body.data?.counted)).toHaveLength(1);
    const row = await app.db
      .selectFrom('serials')
      .select('check_count')
      .where('code', '=', codes[0]!)
      .executeTakeFirstOrThrow();
    expect(row.check_count).toBe(1);
  });

  it('limits a device’s checks, unknown codes costing five, with HTTP 429 and when to retry', async () => {
    const { app } = ctx();
    clock.advance(CHECK_WINDOW_MS);
    const { codes } = await issuedBatch(app, 1, 'Jade seal');
    const device = freshDevice();
    for (let i = 0; i < DEVICE_BUDGET; i++) {
      const { body } = await checkSerial(app, codes[0]!, { device, ip: freshIp() });
      expect(body.code, body.msg).toBe(200);
    }
    const over = await checkSerial(app, codes[0]!, { device, ip: freshIp() });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(429);
    expect(over.body.msg).toMatch(
      /^Too many checks from this device, account or network: please try again after \d{4}-\d\d-\d\d \d\d:\d\d$/,
    );
    const overZh = await checkSerial(app, codes[0]!, { device, ip: freshIp(), lang: 'zh-cn' });
    expect(overZh.body.msg).toMatch(/^查询过于频繁，请在 .+ 之后再试$/);

    clock.advance(CHECK_WINDOW_MS);
    expect((await checkSerial(app, codes[0]!, { device, ip: freshIp() })).body.code).toBe(200);

    // Unknown codes spend the budget five at a time: eight of them use up the forty.
    clock.advance(CHECK_WINDOW_MS);
    const guesser = freshDevice();
    for (let i = 0; i < DEVICE_BUDGET / 5; i++) {
      const { body } = await checkSerial(app, unknownCode(i), { device: guesser, ip: freshIp() });
      expect(body.msg).toBe(UNKNOWN_MSG);
    }
    const spent = await checkSerial(app, codes[0]!, { device: guesser, ip: freshIp() });
    expect(spent.status).toBe(429);
  });

  it('never lets simultaneous checks spend past a budget', async () => {
    const { app } = ctx();
    clock.advance(CHECK_WINDOW_MS);
    const { codes } = await issuedBatch(app, 1, 'Crowded seal');
    const device = freshDevice();
    const answers = await Promise.all(
      Array.from({ length: DEVICE_BUDGET + 10 }, () =>
        checkSerial(app, codes[0]!, { device, ip: freshIp() }),
      ),
    );
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(DEVICE_BUDGET);
    expect(answers.filter(({ status }) => status === 429)).toHaveLength(10);
  });

  it('blocks an address after a burst of unknown codes, for thirty minutes', async () => {
    const { app } = ctx();
    clock.advance(CHECK_WINDOW_MS);
    const { codes } = await issuedBatch(app, 1, 'Paper fan');
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const { body } = await checkSerial(app, unknownCode(100 + i), { ip });
      expect(body.msg).toBe(UNKNOWN_MSG);
    }
    const blocked = await checkSerial(app, codes[0]!, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(
      /^Too many codes that do not exist were entered: checking is paused until /,
    );
    clock.advance(CHECK_WINDOW_MS * 2);
    expect((await checkSerial(app, codes[0]!, { ip })).status).toBe(429);
    clock.advance(BLOCK_MS - CHECK_WINDOW_MS * 2);
    const after = await checkSerial(app, codes[0]!, { ip });
    expect(after.body.code, after.body.msg).toBe(200);
    // Another address was never blocked.
    expect((await checkSerial(app, codes[0]!, { ip: freshIp() })).body.code).toBe(200);
  });

  it('a refused check spends nothing and counts nothing', async () => {
    const { app } = ctx();
    clock.advance(CHECK_WINDOW_MS);
    const { codes } = await issuedBatch(app, 1, 'Clay teapot');
    const device = freshDevice();
    for (let i = 0; i < DEVICE_BUDGET; i++)
      await checkSerial(app, codes[0]!, { device, ip: freshIp() });
    const ip = freshIp();
    expect((await checkSerial(app, codes[0]!, { device, ip })).status).toBe(429);
    const budget = await app.db
      .selectFrom('serial_check_budgets')
      .selectAll()
      .where('client', '=', `ip:${ip}`)
      .executeTakeFirst();
    expect(budget).toBeUndefined();
  });

  it('raises one alert when many different visitors check a serial in a day', async () => {
    const { app } = ctx();
    clock.advance(CHECK_WINDOW_MS);
    const { codes } = await issuedBatch(app, 1, 'Copied label');
    for (let i = 0; i < ALERT_VISITORS - 1; i++) {
      await genuine(app, codes[0]!, { device: freshDevice(), ip: freshIp() });
    }
    const alerts = () => app.db.selectFrom('serial_alerts').selectAll().execute();
    expect(await alerts()).toHaveLength(0);
    // Several cross the line at once: still one alert.
    await Promise.all(
      Array.from({ length: 5 }, () =>
        genuine(app, codes[0]!, { device: freshDevice(), ip: freshIp() }),
      ),
    );
    const raised = await alerts();
    expect(raised).toHaveLength(1);
    // The shop's day (Asia/Shanghai in the demo settings).
    expect(raised[0]).toMatchObject({ status: 'open', day: dayIn(clock.now(), 'Asia/Shanghai') });
    expect(raised[0]!.visitors).toBeGreaterThanOrEqual(ALERT_VISITORS);
  });

  describe('the console', () => {
    it('looks a serial up with its owners, and lists and acknowledges alerts with an audit row', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const buyer = await signUp(app, 'lk');
      const { codes } = await issuedBatch(app, 2, 'Looked up');
      await shippedTo(app, codes[0]!, buyer.id);
      await genuine(app, codes[0]!, { ip: freshIp(), device: freshDevice() });

      const found = await ok<{
        state: string;
        owner: { username: string; mobile: string };
        owners: Array<{ account: { username: string }; source: string }>;
        visitors_today: number;
        check_count: number;
        edition: { number: number; total: number };
      }>(get(app, 'serialLookup', { code: formatSerial(codes[0]!), lang: 'en' }, operator.token));
      expect(found).toMatchObject({
        state: 'owned',
        owner: { username: buyer.username },
        owners: [{ account: { username: buyer.username }, source: 'shipped' }],
        visitors_today: 1,
        check_count: 1,
        edition: { number: 1, total: 2 },
      });
      expect(found.owner.mobile).not.toBe(buyer.mobile);
      const unknown = await get(
        app,
        'serialLookup',
        { code: unknownCode(9), lang: 'en' },
        operator.token,
      );
      expect(unknown.body).toMatchObject({ code: 100, msg: UNKNOWN_MSG });

      const list = await ok<{
        list: Array<{ id: number; status: string; code: string }>;
        total: number;
      }>(get(app, 'serialAlertList', { status: 'open' }, operator.token));
      expect(list.total).toBe(1);
      const id = list.list[0]!.id;
      expect(list.list[0]!.code).toBe(
        formatSerial(
          (
            await app.db
              .selectFrom('serials')
              .select('code')
              .where(
                'id',
                '=',
                (
                  await app.db
                    .selectFrom('serial_alerts')
                    .select('serial_id')
                    .executeTakeFirstOrThrow()
                ).serial_id,
              )
              .executeTakeFirstOrThrow()
          ).code,
        ),
      );
      const done = await ok<{ acknowledged: number }>(
        post(app, 'serialAlertDecide', { ids: [id] }, operator.token),
      );
      expect(done.acknowledged).toBe(1);
      const again = await post(app, 'serialAlertDecide', { ids: [id], lang: 'en' }, operator.token);
      expect(again.body).toMatchObject({
        code: 100,
        msg: 'The chosen alerts have all been looked at already',
      });
      const open = await ok<{ total: number }>(
        get(app, 'serialAlertList', { status: 'open' }, operator.token),
      );
      expect(open.total).toBe(0);
      const trail = await app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_type', '=', 'serial_alert')
        .execute();
      expect(trail).toHaveLength(1);
      expect(trail[0]).toMatchObject({
        action: 'serialAlertDecide',
        actor_name: operator.username,
      });
    });

    it('refuses customers, editors and visitors without a session', async () => {
      const { app } = ctx();
      const customer = await signUp(app, 'cu');
      const editor = await staffMember(app, 'editor');
      const { codes } = await issuedBatch(app, 1, 'Guarded');
      for (const token of [customer.token, editor.token]) {
        expect((await get(app, 'serialLookup', { code: codes[0]! }, token)).body.code).not.toBe(
          200,
        );
        expect((await get(app, 'serialAlertList', {}, token)).body.code).not.toBe(200);
        expect((await post(app, 'serialAlertDecide', { ids: [1] }, token)).body.code).not.toBe(200);
      }
      expect((await get(app, 'serialAlertList', {})).body.code).toBe(401);
      expect(
        (
          await post(
            app,
            'serialAlertDecide',
            { ids: [] },
            (await staffMember(app, 'operator')).token,
          )
        ).body.code,
      ).toBe(100);
    });
  });
});

describe.each(databases)('counting visitors by address behind a proxy on %s', (kind) => {
  const clock = testClock(Date.parse('2030-08-01T02:00:00Z'));
  // The tests' requests come from loopback: the proxy the shop trusts to name the client.
  const ctx = useTestApp(kind, { TRUST_PROXY: 'loopback' }, { clock });
  beforeAll(() => ensureFirstSettings(ctx().app.services.settings));

  const viaProxy = (client: string, as: CheckAs = {}): CheckAs => ({
    ...as,
    ip: '127.0.0.1',
    forwardedFor: client,
  });
  const genuine = async (app: FastifyInstance, code: string, as: CheckAs) => {
    const { body } = await checkSerial(app, code, as);
    expect(body, body.msg).toMatchObject({ code: 200 });
    return body.data as CheckResult;
  };
  const alertsOf = (app: FastifyInstance, code: string) =>
    app.db
      .selectFrom('serial_alerts as a')
      .innerJoin('serials as s', 's.id', 'a.serial_id')
      .select(['a.visitors', 'a.status'])
      .where('s.code', '=', code)
      .execute();

  it('one address adds two visitors whatever device ids it sends; twenty addresses raise the alert', async () => {
    const { app } = ctx();
    const { codes } = await issuedBatch(app, 1, 'Many phones');
    const code = codes[0]!;
    const household = freshIp();
    const counts: number[] = [];
    for (let i = 0; i < 25; i++) {
      const seen = await genuine(app, code, viaProxy(household, { device: freshDevice() }));
      counts.push(seen.check_count);
    }
    expect(counts).toEqual(Array.from({ length: 25 }, (_, i) => Math.min(i + 1, ADDRESS_VISITORS)));
    // Signed in, or with no device id, the address has given its share already.
    const customer = await signUp(app, 'hh');
    expect(await genuine(app, code, viaProxy(household, { token: customer.token }))).toMatchObject({
      check_count: ADDRESS_VISITORS,
      counted: false,
    });
    expect((await genuine(app, code, viaProxy(household))).counted).toBe(false);
    expect(await alertsOf(app, code)).toEqual([]);
    // The same account from its own address is a visitor of its own.
    expect(await genuine(app, code, viaProxy(freshIp(), { token: customer.token }))).toMatchObject({
      check_count: ADDRESS_VISITORS + 1,
      counted: true,
    });

    // Different addresses count one each, up to the alert.
    for (let n = ADDRESS_VISITORS + 1; n < ALERT_VISITORS - 1; n++) {
      await genuine(app, code, viaProxy(freshIp(), { device: freshDevice() }));
    }
    expect(await alertsOf(app, code)).toEqual([]);
    const last = await genuine(app, code, viaProxy(freshIp()));
    expect(last.check_count).toBe(ALERT_VISITORS);
    expect(await alertsOf(app, code)).toEqual([{ visitors: ALERT_VISITORS, status: 'open' }]);

    // A day on, the household counts again, and again at most twice.
    clock.advance(VISIT_MS);
    for (let i = 0; i < 5; i++) {
      await genuine(app, code, viaProxy(household, { device: freshDevice() }));
    }
    const after = await genuine(app, code, viaProxy(household, { device: freshDevice() }));
    expect(after.check_count).toBe(ALERT_VISITORS + ADDRESS_VISITORS);
  });

  it('holds an address to its share when its devices check at once', async () => {
    const { app } = ctx();
    const { codes } = await issuedBatch(app, 1, 'Busy router');
    const router = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        checkSerial(app, codes[0]!, viaProxy(router, { device: freshDevice() })),
      ),
    );
    for (const { body } of answers) expect(body.code, body.msg).toBe(200);
    expect(answers.filter(({ body }) => body.data?.counted)).toHaveLength(ADDRESS_VISITORS);
    const row = await app.db
      .selectFrom('serials')
      .select('check_count')
      .where('code', '=', codes[0]!)
      .executeTakeFirstOrThrow();
    expect(row.check_count).toBe(ADDRESS_VISITORS);
  });

  it('counts an IPv6 client by its /64: its many addresses are one client, another /64 another', async () => {
    const { app } = ctx();
    const { codes } = await issuedBatch(app, 1, 'One home network');
    const code = codes[0]!;
    const home = `2001:db8:${kind === 'sqlite' ? 'a' : 'b'}:1`;
    let seen: CheckResult | undefined;
    for (let i = 1; i <= 25; i++) {
      seen = await genuine(
        app,
        code,
        viaProxy(`${home}:${i.toString(16)}::${i}`, { device: freshDevice() }),
      );
    }
    expect(seen?.check_count).toBe(ADDRESS_VISITORS);
    const spentBy = async (client: string) =>
      (
        await app.db
          .selectFrom('serial_check_budgets')
          .select('spent')
          .where('client', '=', client)
          .executeTakeFirst()
      )?.spent;
    expect(await spentBy(`ip:${home}::/64`)).toBe(25);
    // A neighbouring network is somebody else; an IPv4 client written as IPv6 is that IPv4.
    seen = await genuine(app, code, viaProxy(`2001:db8:${kind === 'sqlite' ? 'a' : 'b'}:2::7`));
    expect(seen.check_count).toBe(ADDRESS_VISITORS + 1);
    const ipv4 = freshIp();
    await genuine(app, code, viaProxy(`::ffff:${ipv4}`));
    expect(await spentBy(`ip:${ipv4}`)).toBe(1);
  });

  it('believes a forwarded address only from the trusted proxy', async () => {
    const { app } = ctx();
    const { codes } = await issuedBatch(app, 1, 'Spoofed headers');
    const direct = freshIp();
    let seen: CheckResult | undefined;
    for (let i = 0; i < 25; i++) {
      seen = await genuine(app, codes[0]!, {
        ip: direct,
        forwardedFor: freshIp(),
        device: freshDevice(),
      });
    }
    expect(seen?.check_count).toBe(ADDRESS_VISITORS);
    const budget = await app.db
      .selectFrom('serial_check_budgets')
      .select('spent')
      .where('client', '=', `ip:${direct}`)
      .executeTakeFirstOrThrow();
    expect(budget.spent).toBe(25);
  });
});
