import { describe, expect, it } from 'vitest';
import { forgetSendLimits, sendCode, signUp } from '../test/accounts';
import { call, databases, useTestApp } from '../test/build-test-app';
import { staffMember } from '../test/staff';
import { testClock } from '../lib/clock';

const DAY = 86_400_000;

interface Row {
  id: number;
  username: string;
  nickname: string;
  mobile: string;
  avatar: string;
  cancellation: string | null;
  erase_after: string | null;
}

describe.each(databases)('cancelled accounts in the customers console (%s)', (kind) => {
  const clock = testClock(Date.parse('2026-05-04T02:00:00Z'));
  const ctx = useTestApp(kind, {}, { clock });
  const send = (action: string, input: Record<string, unknown>, token: string, lang = 'en') =>
    call(
      ctx().app,
      action,
      { lang, ...input },
      { method: action === 'accountCancel' ? 'POST' : 'GET', token },
    );

  async function cancelled() {
    const { app } = ctx();
    const customer = await signUp(app, 'cx');
    await app.db
      .updateTable('users')
      .set({ nickname: 'Willow Finch', gender: 'female', birthday: '1990-04-01' })
      .where('id', '=', customer.id)
      .execute();
    await forgetSendLimits(app);
    const captcha = await sendCode(app, customer.mobile, 'cancelaccount', customer.token);
    const res = await send('accountCancel', { captcha }, customer.token);
    expect(res.body, res.body.msg).toMatchObject({ code: 200 });
    return customer;
  }

  it('shows an account in its cooling-off period as cancelling, with its erasure time', async () => {
    const operator = await staffMember(ctx().app, 'operator');
    const customer = await cancelled();
    const page = await send('customerList', { keyword: customer.username }, operator.token);
    const row = (page.body.data as { list: Row[] }).list[0];
    expect(row).toMatchObject({
      id: customer.id,
      nickname: 'Willow Finch',
      mobile: customer.mobile,
      cancellation: 'cooling_off',
      erase_after: new Date(clock.now() + 15 * DAY).toISOString(),
    });
  });

  it('shows an erased account as cancelled, in the reader’s language, with nothing of its owner', async () => {
    const { app } = ctx();
    const customer = await cancelled();
    clock.advance(16 * DAY);
    await app.services.erasure.eraseDue(clock.now());
    // Signed in after the jump: a session lasts a day.
    const operator = await staffMember(app, 'operator');
    const other = await signUp(app, 'cy');

    for (const [lang, name] of [
      ['en', 'Cancelled user'],
      ['zh-cn', '已注销用户'],
    ] as const) {
      const info = await send('customerInfo', { id: customer.id }, operator.token, lang);
      expect(info.body.code).toBe(200);
      const { profile } = info.body.data as {
        profile: Row & { gender: string; birthday: string | null };
      };
      expect(profile).toMatchObject({
        nickname: name,
        mobile: '',
        avatar: '',
        gender: 'unknown',
        birthday: null,
        cancellation: 'erased',
        erase_after: null,
      });
      expect(profile.username).not.toBe(customer.username);
      expect(JSON.stringify(info.body.data)).not.toContain('Willow');
      expect(JSON.stringify(info.body.data)).not.toContain(customer.mobile);
    }

    // Nobody else changes.
    const list = await send('customerList', { keyword: other.username }, operator.token);
    expect((list.body.data as { list: Row[] }).list[0]).toMatchObject({
      id: other.id,
      mobile: other.mobile,
      cancellation: null,
      erase_after: null,
    });
  });

  it('is refused to customers and to staff without the customers permission', async () => {
    const { app } = ctx();
    const customer = await signUp(app, 'cz');
    const editor = await staffMember(app, 'editor');
    for (const token of [customer.token, editor.token]) {
      const res = await send('customerInfo', { id: customer.id }, token);
      expect(res.body.code).toBe(100);
    }
  });
});
