import { describe, expect, it } from 'vitest';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { forgetSendLimits, freshIdentity, PASSWORD, sendCode, signUp } from '../../test/accounts';

describe.each(databases)('registration and sign-in on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });
  const post = (action: string, input: Record<string, unknown>, token?: string) =>
    call(ctx().app, action, input, { method: 'POST', token });
  const userInfo = (token: string) => call(ctx().app, 'userInfo', {}, { token });

  describe('register', () => {
    it('creates a customer, signs them in and stores an argon2id hash', async () => {
      const { mobile, username } = freshIdentity('new');
      const captcha = await sendCode(ctx().app, mobile, 'register');
      const res = await post('register', { username, password: PASSWORD, mobile, captcha });
      expect(res.body).toMatchObject({
        code: 200,
        data: {
          userinfo: {
            username,
            nickname: username,
            mobile,
            role: 'user',
            score: 0,
            score_total: 0,
          },
        },
      });
      const token = res.body.data.userinfo.token as string;
      expect((await userInfo(token)).body.data.username).toBe(username);
      const row = await ctx()
        .app.db.selectFrom('users')
        .select('password_hash')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a taken user name and keeps the code usable', async () => {
      const existing = await signUp(ctx().app);
      const { mobile, username } = freshIdentity();
      const captcha = await sendCode(ctx().app, mobile, 'register');
      const taken = await post('register', {
        username: existing.username,
        password: PASSWORD,
        mobile,
        captcha,
        lang: 'en',
      });
      expect(taken.body).toEqual({
        code: 100,
        msg: 'This user name is taken',
        data: null,
        field: 'username',
      });
      const retry = await post('register', { username, password: PASSWORD, mobile, captcha });
      expect(retry.body.code).toBe(200);
    });

    it('refuses a registered mobile number', async () => {
      const existing = await signUp(ctx().app);
      const res = await post('register', {
        username: freshIdentity().username,
        password: PASSWORD,
        mobile: existing.mobile,
        captcha: '123456',
        lang: 'en',
      });
      expect(res.body.msg).toBe('This mobile number is already registered');
    });

    it.each([
      [
        { username: 'ab' },
        'A user name is 3-32 letters, digits or underscores, and not a mobile number',
      ],
      [
        { username: 'bad name' },
        'A user name is 3-32 letters, digits or underscores, and not a mobile number',
      ],
      [
        { username: '13912345678' },
        'A user name is 3-32 letters, digits or underscores, and not a mobile number',
      ],
      [
        { password: 'short1' },
        'A password has 8-64 characters with at least one letter and one digit',
      ],
      [
        { password: 'onlyletters' },
        'A password has 8-64 characters with at least one letter and one digit',
      ],
      [
        { password: '1234567890' },
        'A password has 8-64 characters with at least one letter and one digit',
      ],
      [
        { mobile: '12012345678' },
        'Please enter a valid mainland mobile number (11 digits starting 13-19)',
      ],
      [{ captcha: '12345' }, 'The verification code is 6 digits'],
      [{ password: undefined }, 'Password is required'],
    ])('refuses %o with a message saying the rule', async (patch, msg) => {
      const input = {
        ...freshIdentity(),
        password: PASSWORD,
        captcha: '123456',
        lang: 'en',
        ...patch,
      };
      const res = await post('register', input);
      expect(res.body).toEqual({ code: 100, msg, data: null });
    });
  });

  describe('login', () => {
    it('signs in with the user name or the mobile number', async () => {
      const user = await signUp(ctx().app);
      for (const account of [user.username, user.mobile]) {
        const res = await post('login', { account, password: PASSWORD, remember: true });
        expect(res.body).toMatchObject({ code: 200, data: { userinfo: { id: user.id } } });
        expect((await userInfo(res.body.data.userinfo.token)).body.data.id).toBe(user.id);
      }
    });

    it('gives the same message for a wrong password and an unknown account', async () => {
      const user = await signUp(ctx().app);
      const wrong = await post('login', {
        account: user.username,
        password: 'Wrong1234',
        lang: 'en',
      });
      const unknown = await post('login', {
        account: 'nobody_here',
        password: 'Wrong1234',
        lang: 'en',
      });
      expect(wrong.body).toEqual({
        code: 100,
        msg: 'The account or password is incorrect',
        data: null,
        field: 'password',
      });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('locks the account for 15 minutes after 5 wrong passwords in 15 minutes', async () => {
      const { app } = ctx();
      const user = await signUp(app);
      const tries = [];
      for (let i = 0; i < 5; i += 1) {
        tries.push(
          (await post('login', { account: user.username, password: 'Wrong1234', lang: 'en' })).body
            .msg,
        );
      }
      expect(tries.slice(0, 4).every((m) => m === 'The account or password is incorrect')).toBe(
        true,
      );
      expect(tries[4]).toBe(
        'Too many wrong passwords: the account is locked; please try again in 15 minutes',
      );
      const right = await post('login', { account: user.username, password: PASSWORD, lang: 'en' });
      expect(right.body.msg).toMatch(/the account is locked; please try again in 1[45] minutes/);

      // When the lock runs out, the right password works and the count starts again.
      await app.db
        .updateTable('users')
        .set({ locked_until: Date.now() - 1 })
        .where('id', '=', user.id)
        .execute();
      expect((await post('login', { account: user.username, password: PASSWORD })).body.code).toBe(
        200,
      );
      const row = await app.db
        .selectFrom('users')
        .select(['login_failures', 'locked_until'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ login_failures: 0, locked_until: null });
    });

    it('forgets failures older than the 15-minute window', async () => {
      const { app } = ctx();
      const user = await signUp(app);
      for (let i = 0; i < 4; i += 1)
        await post('login', { account: user.username, password: 'Wrong1234' });
      await app.db
        .updateTable('users')
        .set({ login_failed_at: Date.now() - 16 * 60_000 })
        .where('id', '=', user.id)
        .execute();
      const fifth = await post('login', {
        account: user.username,
        password: 'Wrong1234',
        lang: 'en',
      });
      expect(fifth.body.msg).toBe('The account or password is incorrect');
    });

    it('counts concurrent wrong passwords without losing any', async () => {
      const { app } = ctx();
      const user = await signUp(app);
      await Promise.all(
        Array.from({ length: 3 }, () =>
          post('login', { account: user.username, password: 'Wrong1234' }),
        ),
      );
      const row = await app.db
        .selectFrom('users')
        .select('login_failures')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.login_failures).toBe(3);
    });

    it('admits staff of every role through the administrator tab, and no customer', async () => {
      const customer = await post('login', {
        account: 'demo',
        password: 'Demo@12345',
        scope: 'admin',
        lang: 'en',
      });
      expect(customer.body).toEqual({
        code: 100,
        msg: 'This account is not studio staff; please use the user tab',
        data: null,
        field: 'account',
      });
      const admin = await post('login', {
        account: 'admin',
        password: 'Admin@12345',
        scope: 'admin',
      });
      expect(admin.body.data.userinfo).toMatchObject({ username: 'admin', role: 'admin' });
      for (const [account, password, role] of [
        ['operator', 'Operator@12345', 'operator'],
        ['editor', 'Editor@12345', 'editor'],
      ]) {
        const staff = await post('login', { account, password, scope: 'admin' });
        expect(staff.body.data.userinfo).toMatchObject({ username: account, role });
      }
      const adminAsUser = await post('login', { account: 'admin', password: 'Admin@12345' });
      expect(adminAsUser.body.data.userinfo.role).toBe('admin');
    });

    it('refuses an empty account or password', async () => {
      const res = await post('login', { account: '', password: 'x', lang: 'en' });
      expect(res.body.code).toBe(100);
      expect(res.body.msg).toMatch(/^Account is invalid/);
      expect((await post('login', { account: 'demo', lang: 'en' })).body.msg).toBe(
        'Password is required',
      );
    });
  });

  describe('mobileLogin', () => {
    it('signs in with a code', async () => {
      const user = await signUp(ctx().app);
      await forgetSendLimits(ctx().app);
      const captcha = await sendCode(ctx().app, user.mobile, 'mobilelogin');
      const res = await post('mobileLogin', { mobile: user.mobile, captcha });
      expect(res.body).toMatchObject({ code: 200, data: { userinfo: { id: user.id } } });
    });

    it('refuses an unregistered number and a wrong code', async () => {
      const unknown = await post('mobileLogin', {
        mobile: freshIdentity().mobile,
        captcha: '123456',
        lang: 'en',
      });
      expect(unknown.body.msg).toBe('This mobile number is not registered');
      const user = await signUp(ctx().app);
      const noCode = await post('mobileLogin', {
        mobile: user.mobile,
        captcha: '123456',
        lang: 'en',
      });
      expect(noCode.body.msg).toBe(
        'The verification code has expired or been used; please request a new one',
      );
    });
  });

  describe('resetPwd', () => {
    it('sets a new password, ends every session and lifts a lock', async () => {
      const { app } = ctx();
      const user = await signUp(app);
      await app.db
        .updateTable('users')
        .set({ locked_until: Date.now() + 600_000 })
        .where('id', '=', user.id)
        .execute();
      await forgetSendLimits(app);
      const captcha = await sendCode(app, user.mobile, 'resetpwd');
      const res = await post('resetPwd', { mobile: user.mobile, captcha, password: 'NewCanvas42' });
      expect(res.body).toEqual({ code: 200, msg: '成功', data: {} });
      expect((await userInfo(user.token)).body.code).toBe(401);
      expect((await post('login', { account: user.username, password: PASSWORD })).body.code).toBe(
        100,
      );
      expect(
        (await post('login', { account: user.username, password: 'NewCanvas42' })).body.code,
      ).toBe(200);
    });

    it('refuses a weak password before spending the code', async () => {
      const res = await post('resetPwd', {
        mobile: '13900000001',
        captcha: '123456',
        password: 'weak',
        lang: 'en',
      });
      expect(res.body.msg).toBe(
        'A password has 8-64 characters with at least one letter and one digit',
      );
    });
  });

  describe('logout', () => {
    it('ends only the current session', async () => {
      const user = await signUp(ctx().app);
      const other = (await post('login', { account: user.username, password: PASSWORD })).body.data
        .userinfo.token;
      expect((await post('logout', {}, user.token)).body).toEqual({
        code: 200,
        msg: '成功',
        data: {},
      });
      expect((await userInfo(user.token)).body.code).toBe(401);
      expect((await userInfo(other)).body.code).toBe(200);
      expect((await post('logout', {}, user.token)).body.code).toBe(401);
    });

    it('needs a token', async () => {
      expect((await post('logout', {})).body.code).toBe(401);
    });
  });
});
