import { TRANSFER_CODE_TTL_MS } from '@atelier/contract/authenticity-codes';
import { formatSerial } from '@atelier/contract/serial-code';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { signUp } from '../../test/accounts';
import { databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import { uploaded } from '../../test/fixtures/post';
import { ensureFirstSettings } from '../settings/first-settings';
import { getInEnglish as get, ok, postInEnglish as post } from '../../test/fixtures/order';
import { checkSerial, freshIp, postSerialAs, unknownCode } from '../../test/fixtures/serial-check';
import {
  CHECK_WINDOW_MS,
  DEVICE_BUDGET,
  KNOWN_COST,
  UNKNOWN_BURST,
  UNKNOWN_COST,
} from './check-limits';
import { issuedBatch, shipSerial } from '../../test/fixtures/serial';
import { REPORTS_PER_DAY } from './serial-ownership';

const MINUTE = 60_000;
/** Every refusal of a transfer to receive, whatever its reason. */
const NOTHING_TO_RECEIVE =
  'No transfer can be received with this serial and transfer code: check both, or ask the owner for a new code (it lasts 10 minutes and allows 5 tries)';
const NOTHING_TO_RECEIVE_ZH =
  '无法用这个序列号和转让码接收转让：请核对两者，或请持有人重新生成转让码（有效期 10 分钟，最多可试 5 次）';

interface Owned {
  code: string;
  product: { name: string; product_no: string };
  edition: { number: number; total: number };
  since: string;
  state: string;
  transfer_expires_at: string | null;
}

describe.each(databases)('owning serials on %s', (kind) => {
  const clock = testClock(Date.parse('2030-04-01T02:00:00Z'));
  const ctx = useTestApp(kind, {}, { clock });
  // A refusal for checking too much says until when in the shop's time zone.
  beforeAll(() => ensureFirstSettings(ctx().app.services.settings));

  /** A customer owning the first serial of a new batch of three. */
  async function owner() {
    const { app } = ctx();
    const batch = await issuedBatch(app, 3);
    const who = await signUp(app, 'own');
    await shipSerial(app, who.id, batch.productId, batch.codes[0]!);
    return { ...who, ...batch, code: formatSerial(batch.codes[0]!) };
  }

  const refusedIn = async (
    app: FastifyInstance,
    action: string,
    input: Record<string, unknown>,
    token: string,
    en: RegExp | string,
    zh: RegExp | string,
  ) => {
    const resEn = await post(app, action, input, token);
    expect(resEn.body).toMatchObject({ code: 100, data: null });
    expect(resEn.body.msg).toMatch(en);
    const resZh = await post(app, action, { ...input, lang: 'zh-cn' }, token);
    expect(resZh.body.msg).toMatch(zh);
  };

  const ownersOf = (app: FastifyInstance, code: string) =>
    app.db
      .selectFrom('serial_owners as o')
      .innerJoin('serials as s', 's.id', 'o.serial_id')
      .select(['o.user_id', 'o.source', 'o.until'])
      .where('s.code', '=', code.replaceAll('-', ''))
      .orderBy('o.id')
      .execute();

  it('lists the serials I own with product, edition n/N and since; not anyone else’s', async () => {
    const { app } = ctx();
    const me = await owner();
    await shipSerial(app, me.id, me.productId, me.codes[2]!);
    const other = await signUp(app, 'oth');
    const mine = await ok<{ list: Owned[]; total: number }>(
      get(app, 'mySerials', { page: 1, limit: 10 }, me.token),
    );
    expect(mine.total).toBe(2);
    expect(mine.list.map((s) => [s.code, s.edition, s.state])).toEqual(
      expect.arrayContaining([
        [me.code, { number: 1, total: 3 }, 'owned'],
        [formatSerial(me.codes[2]!), { number: 3, total: 3 }, 'owned'],
      ]),
    );
    expect(mine.list[0]!.product.name).toBe('Moon Vase');
    expect(mine.list[0]!.since).toBe('2030-04-01T02:00:00.000Z');
    const theirs = await ok<{ total: number }>(get(app, 'mySerials', {}, other.token));
    expect(theirs.total).toBe(0);
    expect((await get(app, 'mySerials', {})).body.code).toBe(401);
  });

  it('transfers with a one-time code: the new owner holds it, history closed and opened', async () => {
    const { app } = ctx();
    const me = await owner();
    const buyer = await signUp(app, 'buy');
    const created = await ok<{ transfer_code: string; expires_at: string; code: string }>(
      post(app, 'serialTransferCreate', { code: me.code.toLowerCase() }, me.token),
    );
    expect(created.code).toBe(me.code);
    expect(created.transfer_code).toMatch(/^\d{8}$/);
    expect(created.expires_at).toBe('2030-04-01T02:10:00.000Z');
    const row = await app.db
      .selectFrom('serials')
      .select('transfer_code_hash')
      .where('code', '=', me.codes[0]!)
      .executeTakeFirstOrThrow();
    expect(row.transfer_code_hash).not.toContain(created.transfer_code);
    const listed = await ok<{ list: Owned[] }>(get(app, 'mySerials', {}, me.token));
    expect(listed.list[0]!.transfer_expires_at).toBe('2030-04-01T02:10:00.000Z');

    clock.advance(9 * MINUTE);
    const got = await ok<Owned>(
      post(
        app,
        'serialTransferAccept',
        { code: me.code, transfer_code: created.transfer_code },
        buyer.token,
      ),
    );
    expect(got).toMatchObject({ code: me.code, state: 'owned', transfer_expires_at: null });
    expect(got.since).toBe('2030-04-01T02:09:00.000Z');
    expect((await ok<{ total: number }>(get(app, 'mySerials', {}, me.token))).total).toBe(0);
    expect((await ok<{ total: number }>(get(app, 'mySerials', {}, buyer.token))).total).toBe(1);
    expect(await ownersOf(app, me.code)).toEqual([
      { user_id: me.id, source: 'shipped', until: Date.parse('2030-04-01T02:09:00Z') },
      { user_id: buyer.id, source: 'transfer', until: null },
    ]);

    // The code is spent: a third account cannot reuse it, nor can the giver take it back.
    const third = await signUp(app, 'thr');
    await refusedIn(
      app,
      'serialTransferAccept',
      { code: me.code, transfer_code: created.transfer_code },
      third.token,
      NOTHING_TO_RECEIVE,
      NOTHING_TO_RECEIVE_ZH,
    );
    await refusedIn(
      app,
      'serialTransferCreate',
      { code: me.code },
      me.token,
      /is not registered to you/,
      /不在您的名下/,
    );
  });

  it('refuses an expired code, a code replaced by a newer one, and accepting your own', async () => {
    const { app } = ctx();
    const me = await owner();
    const buyer = await signUp(app, 'buy');
    const first = await ok<{ transfer_code: string }>(
      post(app, 'serialTransferCreate', { code: me.code }, me.token),
    );
    clock.advance(10 * MINUTE);
    await refusedIn(
      app,
      'serialTransferAccept',
      { code: me.code, transfer_code: first.transfer_code },
      buyer.token,
      NOTHING_TO_RECEIVE,
      NOTHING_TO_RECEIVE_ZH,
    );
    const second = await ok<{ transfer_code: string }>(
      post(app, 'serialTransferCreate', { code: me.code }, me.token),
    );
    const third = await ok<{ transfer_code: string }>(
      post(app, 'serialTransferCreate', { code: me.code }, me.token),
    );
    if (second.transfer_code !== third.transfer_code) {
      await refusedIn(
        app,
        'serialTransferAccept',
        { code: me.code, transfer_code: second.transfer_code },
        buyer.token,
        NOTHING_TO_RECEIVE,
        NOTHING_TO_RECEIVE_ZH,
      );
    }
    await refusedIn(
      app,
      'serialTransferAccept',
      { code: me.code, transfer_code: third.transfer_code },
      me.token,
      /already registered to you/,
      /已在您的名下/,
    );
    expect((await ownersOf(app, me.code)).map((o) => o.user_id)).toEqual([me.id]);
  });

  it('five wrong codes void it, saying no more than any refusal; the right one then fails too', async () => {
    const { app } = ctx();
    const me = await owner();
    const guesser = await signUp(app, 'gue');
    const { transfer_code } = await ok<{ transfer_code: string }>(
      post(app, 'serialTransferCreate', { code: me.code }, me.token),
    );
    const wrong = transfer_code === '00000000' ? '11111111' : '00000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(
        app,
        'serialTransferAccept',
        { code: me.code, transfer_code: wrong },
        guesser.token,
      );
      messages.push(res.body.msg);
    }
    expect(messages).toEqual(Array.from({ length: 5 }, () => NOTHING_TO_RECEIVE));
    await refusedIn(
      app,
      'serialTransferAccept',
      { code: me.code, transfer_code },
      guesser.token,
      NOTHING_TO_RECEIVE,
      NOTHING_TO_RECEIVE_ZH,
    );
    expect((await ownersOf(app, me.code)).map((o) => o.user_id)).toEqual([me.id]);
  });

  it('refuses a mistyped serial, someone else’s, an unsold one, a revoked batch, bad input, no session', async () => {
    const { app } = ctx();
    const me = await owner();
    const stranger = await signUp(app, 'str');
    const mistyped = me.code.slice(0, -1) + (me.code.endsWith('0') ? '1' : '0');
    await refusedIn(
      app,
      'serialTransferCreate',
      { code: mistyped },
      me.token,
      /mistyped: check the code/,
      /有误/,
    );
    await refusedIn(
      app,
      'serialTransferCreate',
      { code: me.code },
      stranger.token,
      /is not registered to you/,
      /不在您的名下/,
    );
    await refusedIn(
      app,
      'serialTransferCreate',
      { code: formatSerial(me.codes[1]!) },
      me.token,
      /is not registered to you/,
      /不在您的名下/,
    );
    await refusedIn(
      app,
      'serialTransferAccept',
      { code: formatSerial(me.codes[1]!), transfer_code: '12345678' },
      stranger.token,
      NOTHING_TO_RECEIVE,
      NOTHING_TO_RECEIVE_ZH,
    );
    await refusedIn(
      app,
      'serialTransferAccept',
      { code: me.code, transfer_code: '1234' },
      stranger.token,
      /8 digits/,
      /8 位数字/,
    );
    await refusedIn(
      app,
      'serialTransferAccept',
      { code: me.code, transfer_code: '12345678' },
      stranger.token,
      NOTHING_TO_RECEIVE,
      NOTHING_TO_RECEIVE_ZH,
    );
    expect((await post(app, 'serialTransferCreate', { code: me.code })).body.code).toBe(401);
    await app.db
      .updateTable('serial_batches')
      .set({ status: 'revoked', revoked_at: clock.now() })
      .where('id', '=', me.batchId)
      .execute();
    await refusedIn(app, 'serialTransferCreate', { code: me.code }, me.token, /revoked/, /已作废/);
  });

  it('refuses a transfer byte for byte alike whether the serial exists or not, in both languages', async () => {
    const { app } = ctx();
    const me = await owner();
    const holder = await signUp(app, 'hol');
    await shipSerial(app, holder.id, me.productId, me.codes[2]!);
    const revoked = await issuedBatch(app, 1, 'Withdrawn vase');
    await shipSerial(app, holder.id, revoked.productId, revoked.codes[0]!);
    await app.db
      .updateTable('serial_batches')
      .set({ status: 'revoked', revoked_at: clock.now() })
      .where('id', '=', revoked.batchId)
      .execute();
    // An expired code on one serial, a live one (guessed wrong below) on another.
    await ok(post(app, 'serialTransferCreate', { code: formatSerial(me.codes[2]!) }, holder.token));
    clock.advance(TRANSFER_CODE_TTL_MS);
    const live = await ok<{ transfer_code: string }>(
      post(app, 'serialTransferCreate', { code: me.code }, me.token),
    );
    const wrong = live.transfer_code === '00000000' ? '11111111' : '00000000';

    const guesser = await signUp(app, 'enu');
    const ip = freshIp();
    const unknown = formatSerial(unknownCode(500));
    const existing = [
      me.code, // owned, its live code guessed wrong
      formatSerial(me.codes[1]!), // not sold yet
      formatSerial(me.codes[2]!), // owned, its code expired
      formatSerial(revoked.codes[0]!), // owned, batch revoked
    ];
    const send = (
      action: 'serialTransferAccept' | 'serialTransferCreate',
      code: string,
      lang: 'en' | 'zh-cn',
    ) =>
      postSerialAs(
        app,
        action,
        action === 'serialTransferAccept' ? { code, transfer_code: wrong } : { code },
        { token: guesser.token, ip, lang },
      );
    let known = 0;
    let unknowns = 0;
    for (const lang of ['en', 'zh-cn'] as const) {
      const refusal = await send('serialTransferAccept', unknown, lang);
      unknowns += 1;
      expect(refusal.status).toBe(200);
      expect(refusal.body).toEqual({
        code: 100,
        msg: lang === 'en' ? NOTHING_TO_RECEIVE : NOTHING_TO_RECEIVE_ZH,
        data: null,
      });
      for (const code of existing) {
        const answer = await send('serialTransferAccept', code, lang);
        known += 1;
        expect(answer.status).toBe(refusal.status);
        expect(answer.raw).toBe(refusal.raw);
      }
      // Asking for a code to give away: someone else's reads as one that does not exist.
      const notMine = await send('serialTransferCreate', unknown, lang);
      unknowns += 1;
      expect(notMine.body).toMatchObject({ code: 100, data: null });
      expect(notMine.body.msg).toBe(
        lang === 'en' ? 'This serial is not registered to you' : '该序列号不在您的名下',
      );
      for (const code of existing) {
        const answer = await send('serialTransferCreate', code, lang);
        known += 1;
        expect(answer.raw).toBe(notMine.raw);
      }
    }
    // Each was paid for as a check of what it named, by the address and by the account.
    const budgets = await app.db
      .selectFrom('serial_check_budgets')
      .select(['client', 'spent', 'unknown'])
      .where('client', 'in', [`ip:${ip}`, `user:${guesser.id}`])
      .orderBy('client')
      .execute();
    const spent = known * KNOWN_COST + unknowns * UNKNOWN_COST;
    expect(budgets).toEqual([
      { client: `ip:${ip}`, spent, unknown: unknowns },
      { client: `user:${guesser.id}`, spent, unknown: unknowns },
    ]);
    // The wrong guesses still count towards voiding the live code.
    const serial = await app.db
      .selectFrom('serials')
      .select('transfer_attempts')
      .where('code', '=', me.codes[0]!)
      .executeTakeFirstOrThrow();
    expect(serial.transfer_attempts).toBe(2);
  });

  it('transfer refusals spend the check’s budget: past it, the caller can neither accept nor check', async () => {
    const { app } = ctx();
    clock.advance(CHECK_WINDOW_MS);
    const me = await owner();
    const guesser = await signUp(app, 'bud');
    const ip = freshIp();
    const accept = (code: string) =>
      postSerialAs(
        app,
        'serialTransferAccept',
        { code, transfer_code: '12345678' },
        { token: guesser.token, ip },
      );
    // An account's budget is spent by unknown serials five at a time, known ones one.
    const unknowns = 6;
    const knowns = DEVICE_BUDGET - unknowns * UNKNOWN_COST;
    for (let i = 0; i < knowns; i++) {
      if (i < unknowns) {
        expect((await accept(formatSerial(unknownCode(600 + i)))).body.msg).toBe(
          NOTHING_TO_RECEIVE,
        );
      }
      expect((await accept(me.code)).body.msg).toBe(NOTHING_TO_RECEIVE);
    }
    const overUnknown = await accept(formatSerial(unknownCode(700)));
    const overKnown = await accept(me.code);
    expect(overUnknown.status).toBe(429);
    expect(overUnknown.body).toMatchObject({ code: 429, data: null });
    expect(overUnknown.body.msg).toMatch(/^Too many checks from this device, account or network/);
    expect(overKnown.raw).toBe(overUnknown.raw);
    // The public check is closed to the same account, from this address or any other.
    for (const from of [ip, freshIp()]) {
      const checked = await checkSerial(app, me.codes[0]!, { token: guesser.token, ip: from });
      expect(checked.status).toBe(429);
    }
    // The refusals over the budget cost nothing more.
    const row = await app.db
      .selectFrom('serial_check_budgets')
      .select('spent')
      .where('client', '=', `user:${guesser.id}`)
      .executeTakeFirstOrThrow();
    expect(row.spent).toBe(DEVICE_BUDGET);

    // Accounts sharing one address: a burst of unknown serials between them blocks the address,
    // for checks too, as a burst of unknown checks would.
    const shared = freshIp();
    const crew = await Promise.all([signUp(app, 'cra'), signUp(app, 'crb'), signUp(app, 'crc')]);
    for (let i = 0; i < UNKNOWN_BURST; i++) {
      const { body } = await postSerialAs(
        app,
        'serialTransferAccept',
        { code: formatSerial(unknownCode(800 + i)), transfer_code: '12345678' },
        { token: crew[i % 2]!.token, ip: shared },
      );
      expect(body.msg).toBe(NOTHING_TO_RECEIVE);
    }
    const anonymous = await checkSerial(app, me.codes[0]!, { ip: shared });
    expect(anonymous.status).toBe(429);
    expect(anonymous.body.msg).toMatch(/^Too many codes that do not exist were entered/);
    const fresh = await postSerialAs(
      app,
      'serialTransferAccept',
      { code: me.code, transfer_code: '12345678' },
      { token: crew[2]!.token, ip: shared },
    );
    expect(fresh.status).toBe(429);
    // Elsewhere the third account is not limited.
    const elsewhere = await postSerialAs(
      app,
      'serialTransferAccept',
      { code: me.code, transfer_code: '12345678' },
      { token: crew[2]!.token, ip: freshIp() },
    );
    expect(elsewhere.body.msg).toBe(NOTHING_TO_RECEIVE);
  });

  it('two accepts racing with the right code: one account wins, one history row opens', async () => {
    const { app } = ctx();
    const me = await owner();
    const [a, b, c] = await Promise.all([signUp(app, 'ra'), signUp(app, 'rb'), signUp(app, 'rc')]);
    const { transfer_code } = await ok<{ transfer_code: string }>(
      post(app, 'serialTransferCreate', { code: me.code }, me.token),
    );
    const results = await Promise.all(
      [a, b, c].map((who) =>
        post(app, 'serialTransferAccept', { code: me.code, transfer_code }, who.token),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([100, 100, 200]);
    const winner = [a, b, c][results.findIndex((r) => r.body.code === 200)]!;
    const owners = await ownersOf(app, me.code);
    expect(owners.map((o) => [o.user_id, o.source])).toEqual([
      [me.id, 'shipped'],
      [winner.id, 'transfer'],
    ]);
    expect(owners.filter((o) => o.until === null)).toHaveLength(1);
  });

  it('stores a report of a fake with own photos, refuses others’ photos and caps a day', async () => {
    const { app } = ctx();
    const me = await signUp(app, 'rep');
    const other = await signUp(app, 'oth');
    const photo = await uploaded(app, me.id, clock.now());
    const theirs = await uploaded(app, other.id, clock.now());
    const report = {
      code: '  abcd-1234 ',
      where_bought: 'A market stall',
      note: 'The glaze looks painted on',
      images: [photo],
    };
    const made = await ok<{ id: number; created_at: string }>(
      post(app, 'serialReport', report, me.token),
    );
    const row = await app.db
      .selectFrom('fake_reports')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: me.id,
      code: 'abcd-1234',
      where_bought: 'A market stall',
      status: 'open',
    });
    expect(JSON.parse(row.images)).toEqual([photo]);
    const count = async () =>
      (await app.db.selectFrom('fake_reports').select('id').where('user_id', '=', me.id).execute())
        .length;

    await refusedIn(
      app,
      'serialReport',
      { ...report, images: [theirs] },
      me.token,
      /Only photos you uploaded/,
      /自己上传的照片/,
    );
    await refusedIn(
      app,
      'serialReport',
      { ...report, where_bought: ' ' },
      me.token,
      /where you bought it/,
      /购买渠道/,
    );
    expect((await post(app, 'serialReport', report)).body.code).toBe(401);
    expect(await count()).toBe(1);

    // The cap holds under concurrent requests.
    const burst = await Promise.all(
      Array.from({ length: REPORTS_PER_DAY + 2 }, () =>
        post(app, 'serialReport', { ...report, images: [] }, me.token),
      ),
    );
    expect(burst.filter((r) => r.body.code === 200)).toHaveLength(REPORTS_PER_DAY - 1);
    expect(burst.find((r) => r.body.code === 100)?.body.msg).toBe(
      `At most ${REPORTS_PER_DAY} reports a day: please try again tomorrow`,
    );
    expect(await count()).toBe(REPORTS_PER_DAY);
  });

  it('the console queue: operators list and decide, audited; customers and editors refused', async () => {
    const { app } = ctx();
    const me = await owner();
    const operator = await staffMember(app, 'operator');
    const editor = await staffMember(app, 'editor');
    const reported = await ok<{ id: number }>(
      post(app, 'serialReport', { code: me.code, where_bought: 'A fair' }, me.token),
    );
    const unknown = await ok<{ id: number }>(
      post(app, 'serialReport', { code: 'nothing', where_bought: 'Online' }, me.token),
    );
    const queue = await ok<{
      list: Array<{ id: number; serial_status: string; reporter: { mobile: string } }>;
    }>(get(app, 'fakeReportList', { status: 'open' }, operator.token));
    const byId = new Map(queue.list.map((r) => [r.id, r]));
    expect(byId.get(reported.id)?.serial_status).toBe('owned');
    expect(byId.get(unknown.id)?.serial_status).toBe('malformed');
    expect(byId.get(reported.id)?.reporter.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);

    for (const token of [me.token, editor.token]) {
      expect((await get(app, 'fakeReportList', {}, token)).body.code).not.toBe(200);
      const res = await post(
        app,
        'fakeReportDecide',
        { id: reported.id, decision: 'dismissed' },
        token,
      );
      expect(res.body.code).not.toBe(200);
    }

    expect((await get(app, 'fakeReportList', {})).body.code).toBe(401);
    const bad = await post(
      app,
      'fakeReportDecide',
      { id: reported.id, decision: 'maybe' },
      operator.token,
    );
    expect(bad.body.code).toBe(100);
    expect(
      (await post(app, 'fakeReportDecide', { id: reported.id, decision: 'dismissed' })).body.code,
    ).toBe(401);

    const decided = await ok<{ status: string; decision_note: string; decided_at: string }>(
      post(
        app,
        'fakeReportDecide',
        { id: reported.id, decision: 'confirmed', note: 'Counterfeit seller' },
        operator.token,
      ),
    );
    expect(decided).toMatchObject({
      status: 'confirmed',
      decision_note: 'Counterfeit seller',
      decided_at: new Date(clock.now()).toISOString(),
    });
    const again = await post(
      app,
      'fakeReportDecide',
      { id: reported.id, decision: 'dismissed' },
      operator.token,
    );
    expect(again.body.msg).toBe('This report has already been decided');
    const missing = await post(
      app,
      'fakeReportDecide',
      { id: 999_999, decision: 'dismissed' },
      operator.token,
    );
    expect(missing.body.msg).toBe('No such report');
    const trail = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'fake_report')
      .where('target_id', '=', String(reported.id))
      .execute();
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'fakeReportDecide', actor_id: operator.id });
    const open = await ok<{ list: Array<{ id: number }> }>(
      get(app, 'fakeReportList', { status: 'open' }, operator.token),
    );
    expect(open.list.map((r) => r.id)).not.toContain(reported.id);
  });
});
