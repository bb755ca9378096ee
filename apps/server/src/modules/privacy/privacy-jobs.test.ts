import { describe, expect, it, vi } from 'vitest';
import { forgetSendLimits, sendCode, signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { testClock } from '../../lib/clock';

const DAY = 86_400_000;

describe.each(databases)('the privacy jobs in the jobs plugin on %s', (kind) => {
  const clock = testClock(Date.parse('2026-06-01T02:00:00Z'));
  const ctx = useTestApp(kind, { JOBS_INTERVAL_SECONDS: '1' }, { clock });

  it('erase an account once its cooling-off period is over, on their own', async () => {
    const { app } = ctx();
    const me = await signUp(app, 'pj');
    await forgetSendLimits(app);
    const captcha = await sendCode(app, me.mobile, 'cancelaccount', me.token);
    const res = await call(app, 'accountCancel', { captcha }, { method: 'POST', token: me.token });
    expect(res.body).toMatchObject({ code: 200 });
    const erasedAt = async () =>
      (
        await app.db
          .selectFrom('users')
          .select('erased_at')
          .where('id', '=', me.id)
          .executeTakeFirstOrThrow()
      ).erased_at;

    clock.advance(15 * DAY);
    await vi.waitFor(async () => expect(await erasedAt()).toBe(clock.now()), {
      timeout: 5000,
      interval: 100,
    });
  });
});
