import { describe, expect, it } from 'vitest';
import { forgetSendLimits, PASSWORD, sendCode, signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { testClock } from '../../lib/clock';

const DAY_SECONDS = 86_400;

describe.each(databases)('the development clock past a cooling-off period on %s', (kind) => {
  const ctx = useTestApp(
    kind,
    { DEV_CLOCK: '1', ACCOUNT_COOLING_OFF_DAYS: '3' },
    { clock: testClock(Date.parse('2026-05-01T02:00:00Z')) },
  );
  const post = (action: string, input: Record<string, unknown>, token?: string) =>
    call(ctx().app, action, { lang: 'en', ...input }, { method: 'POST', token });

  it('erases the account in the jump: sign-in is refused and the number registers again', async () => {
    const { app } = ctx();
    const me = await signUp(app, 'dc');
    await forgetSendLimits(app);
    const captcha = await sendCode(app, me.mobile, 'cancelaccount', me.token);
    const cancelled = await post('accountCancel', { captcha }, me.token);
    expect(cancelled.body).toMatchObject({ code: 200 });

    const moved = await app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 3 * DAY_SECONDS },
    });
    expect(moved.json()).toMatchObject({ code: 200 });

    const signIn = await post('login', { account: me.mobile, password: PASSWORD });
    expect(signIn.body).toMatchObject({ code: 100, field: 'password' });
    await forgetSendLimits(app);
    const again = await sendCode(app, me.mobile, 'register');
    const fresh = await post('register', {
      username: me.username,
      password: PASSWORD,
      mobile: me.mobile,
      captcha: again,
    });
    expect(fresh.body).toMatchObject({ code: 200 });
    expect(fresh.body.data.userinfo.id).not.toBe(me.id);
  });
});
