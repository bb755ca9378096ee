import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetSendLimits, PASSWORD, sendCode, signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import { testClock } from '../../lib/clock';
import {
  adminToken,
  ok,
  placed,
  product,
  runOutClock,
  ship,
  shopper,
  type Shopper,
} from '../../test/fixtures/order';

const DAY = 86_400_000;

interface CancelInfo {
  cooling_off_days: number;
  points: number;
  groups: Array<{ id: number; name: string }>;
  serials: number;
  favourites: number;
  follows: number;
  applications: number;
  blocking_orders: Array<{ id: number; order_no: string; status: string }>;
}

describe.each(databases)('cancelling an account on %s', (kind) => {
  const clock = testClock(Date.parse('2026-03-02T02:00:00Z'));
  const ctx = useTestApp(kind, {}, { demo: true, clock });
  const post = (action: string, input: Record<string, unknown>, token?: string) =>
    call(ctx().app, action, { lang: 'en', ...input }, { method: 'POST', token });
  const get = (action: string, input: Record<string, unknown>, token?: string) =>
    call(ctx().app, action, { lang: 'en', ...input }, { method: 'GET', token });
  let mug = 0;

  beforeAll(async () => {
    mug = await product(ctx().app, {
      type: 'points',
      name_en: 'Farewell Mug',
      score_price: 100,
      stock: 100,
    });
  });
  beforeEach(async () => {
    await forgetSendLimits(ctx().app);
  });

  async function cancelCode(who: { mobile: string; token: string }) {
    await forgetSendLimits(ctx().app);
    return sendCode(ctx().app, who.mobile, 'cancelaccount', who.token);
  }

  async function cancel(who: { mobile: string; token: string }) {
    const res = await post('accountCancel', { captcha: await cancelCode(who) }, who.token);
    expect(res.body, res.body.msg).toMatchObject({ code: 200 });
    return res.body.data as { erase_after: string };
  }

  describe('the code', () => {
    it('is sent for cancelaccount only to the signed-in account’s own phone', async () => {
      const me = await signUp(ctx().app, 'cc');
      const other = await signUp(ctx().app, 'cc');
      const anonymous = await post('send', { mobile: me.mobile, event: 'cancelaccount' });
      expect(anonymous.body.code).toBe(401);
      const elsewhere = await post(
        'send',
        { mobile: other.mobile, event: 'cancelaccount' },
        me.token,
      );
      expect(elsewhere.body).toMatchObject({ code: 100 });
      await forgetSendLimits(ctx().app);
      const mine = await post('send', { mobile: me.mobile, event: 'cancelaccount' }, me.token);
      expect(mine.body).toMatchObject({ code: 200 });
    });
  });

  describe('accountCancelInfo', () => {
    it('lists what is lost and the orders that stop it', async () => {
      const me = await shopper(ctx().app, 'ci', 500);
      const order = await placed(ctx().app, me, mug);
      const info = await ok<CancelInfo>(get('accountCancelInfo', {}, me.token));
      expect(info).toMatchObject({
        cooling_off_days: 15,
        points: 500,
        groups: [],
        serials: 0,
        favourites: 0,
        follows: 0,
        applications: 0,
        blocking_orders: [{ id: order.order_id, order_no: order.order_no, status: 'unpaid' }],
      });
    });

    it('needs a signed-in customer', async () => {
      expect((await get('accountCancelInfo', {})).body.code).toBe(401);
    });
  });

  describe('accountCancel refuses', () => {
    it('without a token', async () => {
      expect((await post('accountCancel', { captcha: '123456' })).body.code).toBe(401);
    });

    it('a malformed code', async () => {
      const me = await signUp(ctx().app, 'cr');
      const res = await post('accountCancel', { captcha: 'abc' }, me.token);
      expect(res.body.code).toBe(100);
    });

    it('a wrong code, and the right one still works', async () => {
      const me = await signUp(ctx().app, 'cr');
      const code = await cancelCode(me);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const res = await post('accountCancel', { captcha: wrong }, me.token);
      expect(res.body).toMatchObject({ code: 100, field: 'captcha' });
      expect(res.body.msg).toMatch(/wrong/i);
      const right = await post('accountCancel', { captcha: code }, me.token);
      expect(right.body).toMatchObject({ code: 200 });
    });

    it('an expired code', async () => {
      const me = await signUp(ctx().app, 'cr');
      const code = await cancelCode(me);
      clock.advance(6 * 60_000);
      const res = await post('accountCancel', { captcha: code }, me.token);
      expect(res.body).toMatchObject({ code: 100, field: 'captcha' });
      const row = await ctx()
        .app.db.selectFrom('users')
        .select('cancel_requested_at')
        .where('id', '=', me.id)
        .executeTakeFirstOrThrow();
      expect(row.cancel_requested_at).toBeNull();
    });

    it('a code sent for another event', async () => {
      const me = await signUp(ctx().app, 'cr');
      await forgetSendLimits(ctx().app);
      const verify = await sendCode(ctx().app, me.mobile, 'verify', me.token);
      const res = await post('accountCancel', { captcha: verify }, me.token);
      expect(res.body).toMatchObject({ code: 100, field: 'captcha' });
    });

    it('a staff account, whose code is not even sent', async () => {
      const operator = await staffMember(ctx().app, 'operator');
      await forgetSendLimits(ctx().app);
      const send = await post(
        'send',
        { mobile: operator.mobile, event: 'cancelaccount' },
        operator.token,
      );
      expect(send.body).toMatchObject({ code: 100 });
      expect(send.body.msg).toMatch(/staff account/);
      const res = await post('accountCancel', { captcha: '123456' }, operator.token);
      expect(res.body).toMatchObject({ code: 100 });
      expect(res.body.msg).toMatch(/staff account/);
    });

    it('while an order is unpaid, awaiting shipment or in transit, naming each, in both languages', async () => {
      const me: Shopper = await shopper(ctx().app, 'cb', 1000);
      const unpaid = await placed(ctx().app, me, mug);
      const paid = await placed(ctx().app, me, mug);
      await ok(post('orderPay', { order_id: paid.order_id, method: 'score' }, me.token));
      const shipped = await placed(ctx().app, me, mug);
      await ok(post('orderPay', { order_id: shipped.order_id, method: 'score' }, me.token));
      await ship(ctx().app, await adminToken(ctx().app), shipped.order_id);

      const code = await cancelCode(me);
      const en = await post('accountCancel', { captcha: code }, me.token);
      expect(en.body.code).toBe(100);
      expect(en.body.msg).toContain(`${unpaid.order_no} (To pay)`);
      expect(en.body.msg).toContain(`${paid.order_no} (To ship)`);
      expect(en.body.msg).toContain(`${shipped.order_no} (To receive)`);
      const zh = await post('accountCancel', { captcha: code, lang: 'zh-cn' }, me.token);
      expect(zh.body.msg).toContain(`${unpaid.order_no}（待付款）`);
      expect(zh.body.msg).toContain(`${shipped.order_no}（待收货）`);

      // Each finished order stops blocking; the refused code was kept for the last try.
      await runOutClock(ctx().app, unpaid.order_id);
      await ok(post('orderCancel', { id: paid.order_id }, me.token));
      const left = await post('accountCancel', { captcha: code }, me.token);
      expect(left.body.msg).not.toContain(unpaid.order_no);
      expect(left.body.msg).not.toContain(paid.order_no);
      expect(left.body.msg).toContain(shipped.order_no);
      await ok(post('receipt', { id: shipped.order_id }, me.token));
      const done = await post('accountCancel', { captcha: code }, me.token);
      expect(done.body, done.body.msg).toMatchObject({ code: 200 });
    });

    it('a second cancellation cannot happen: the first ended the session', async () => {
      const me = await signUp(ctx().app, 'cr');
      const code = await cancelCode(me);
      await ok(post('accountCancel', { captcha: code }, me.token));
      expect((await post('accountCancel', { captcha: code }, me.token)).body.code).toBe(401);
    });
  });

  describe('a cancellation', () => {
    it('ends every session and starts the cooling-off period', async () => {
      const me = await signUp(ctx().app, 'cs');
      const second = await ok<{ userinfo: { token: string } }>(
        post('login', { account: me.username, password: PASSWORD }),
      );
      const { erase_after } = await cancel(me);
      expect(Date.parse(erase_after)).toBe(clock.now() + 15 * DAY);
      expect((await get('userInfo', {}, me.token)).body.code).toBe(401);
      expect((await get('userInfo', {}, second.userinfo.token)).body.code).toBe(401);
    });

    it('refuses a password sign-in naming the erasure date and offering to restore', async () => {
      const me = await signUp(ctx().app, 'cs');
      await cancel(me);
      const eraseDay = new Date(clock.now() + 15 * DAY + 8 * 3600_000).toISOString().slice(0, 10);
      const refused = await post('login', { account: me.username, password: PASSWORD });
      expect(refused.body).toMatchObject({ code: 100, field: 'restore', data: null });
      expect(refused.body.msg).toContain(eraseDay);
      const zh = await post('login', { account: me.mobile, password: PASSWORD, lang: 'zh-cn' });
      expect(zh.body).toMatchObject({ code: 100, field: 'restore' });
      expect(zh.body.msg).toContain('注销');
      // A wrong password learns nothing about the cancellation.
      const wrong = await post('login', { account: me.username, password: 'Wrong-pass9' });
      expect(wrong.body).toMatchObject({ code: 100, field: 'password' });
      const wrongRestore = await post('login', {
        account: me.username,
        password: 'Wrong-pass9',
        restore: true,
      });
      expect(wrongRestore.body).toMatchObject({ code: 100, field: 'password' });
      const still = await ctx()
        .app.db.selectFrom('users')
        .select('erase_after')
        .where('id', '=', me.id)
        .executeTakeFirstOrThrow();
      expect(still.erase_after).not.toBeNull();
    });

    it('is withdrawn by a password sign-in that asks to restore', async () => {
      const me = await signUp(ctx().app, 'cs');
      await cancel(me);
      clock.advance(14 * DAY);
      const restored = await ok<{ userinfo: { token: string; username: string } }>(
        post('login', { account: me.username, password: PASSWORD, restore: true }),
      );
      expect(restored.userinfo.username).toBe(me.username);
      const info = await ok<{ username: string }>(get('userInfo', {}, restored.userinfo.token));
      expect(info.username).toBe(me.username);
      const admins = await ok<{ list: Array<{ user_id: number }> }>(
        get('cancellationList', { limit: 100 }, await adminToken(ctx().app)),
      );
      expect(admins.list.map((r) => r.user_id)).not.toContain(me.id);
      // Later erasure runs leave it alone.
      clock.advance(2 * DAY);
      await ctx().app.services.erasure.eraseDue(clock.now());
      const again = await post('login', { account: me.username, password: PASSWORD });
      expect(again.body).toMatchObject({ code: 200 });
    });

    it('is withdrawn by an SMS sign-in that asks to restore, with the code refused before', async () => {
      const me = await signUp(ctx().app, 'cs');
      await cancel(me);
      await forgetSendLimits(ctx().app);
      const captcha = await sendCode(ctx().app, me.mobile, 'mobilelogin');
      const refused = await post('mobileLogin', { mobile: me.mobile, captcha });
      expect(refused.body).toMatchObject({ code: 100, field: 'restore' });
      const restored = await post('mobileLogin', { mobile: me.mobile, captcha, restore: true });
      expect(restored.body).toMatchObject({ code: 200 });
      expect(restored.body.data.userinfo.username).toBe(me.username);
      // The code was used by the restore.
      const reuse = await post('mobileLogin', { mobile: me.mobile, captcha });
      expect(reuse.body).toMatchObject({ code: 100, field: 'captcha' });
    });

    it('a wrong SMS code neither restores nor reveals the cancellation', async () => {
      const me = await signUp(ctx().app, 'cs');
      await cancel(me);
      await forgetSendLimits(ctx().app);
      const captcha = await sendCode(ctx().app, me.mobile, 'mobilelogin');
      const wrong = String((Number(captcha) + 1) % 1_000_000).padStart(6, '0');
      const res = await post('mobileLogin', { mobile: me.mobile, captcha: wrong, restore: true });
      expect(res.body).toMatchObject({ code: 100, field: 'captcha' });
      const row = await ctx()
        .app.db.selectFrom('users')
        .select('cancel_requested_at')
        .where('id', '=', me.id)
        .executeTakeFirstOrThrow();
      expect(row.cancel_requested_at).not.toBeNull();
    });

    it('cannot be restored once the period is over: signing in is refused', async () => {
      const me = await signUp(ctx().app, 'cs');
      await cancel(me);
      clock.advance(15 * DAY);
      const res = await post('login', { account: me.username, password: PASSWORD, restore: true });
      expect(res.body).toMatchObject({ code: 100 });
      expect(res.body.field).toBeUndefined();
      expect(res.body.msg).toMatch(/cancelled/);
    });
  });

  describe('cancellationList in the console', () => {
    it('lists pending cancellations, the soonest erasure first', async () => {
      const first = await signUp(ctx().app, 'cl');
      await cancel(first);
      clock.advance(60_000);
      const second = await signUp(ctx().app, 'cl');
      await cancel(second);
      const page = await ok<{
        list: Array<{
          user_id: number;
          username: string;
          requested_at: string;
          erase_after: string;
        }>;
        total: number;
      }>(get('cancellationList', { limit: 100 }, await adminToken(ctx().app)));
      const ids = page.list.map((r) => r.user_id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      const row = page.list.find((r) => r.user_id === second.id);
      expect(row).toMatchObject({
        username: second.username,
        requested_at: new Date(clock.now()).toISOString(),
        erase_after: new Date(clock.now() + 15 * DAY).toISOString(),
      });
      expect(page.total).toBeGreaterThanOrEqual(2);
    });

    it('refuses no token, a customer and staff without the permission', async () => {
      const customer = await signUp(ctx().app, 'cl');
      const operator = await staffMember(ctx().app, 'operator');
      expect((await get('cancellationList', {})).body.code).toBe(401);
      expect((await get('cancellationList', {}, customer.token)).body.code).toBe(100);
      const denied = await get('cancellationList', {}, operator.token);
      expect(denied.body).toMatchObject({ code: 100, msg: 'You have no permission to do this' });
    });
  });
});
