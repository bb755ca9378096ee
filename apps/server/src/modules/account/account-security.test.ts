import { describe, expect, it } from 'vitest';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { forgetSendLimits, freshIdentity, PASSWORD, sendCode, signUp } from '../../test/accounts';

describe.each(databases)('profile and account security on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });
  const post = (action: string, input: Record<string, unknown>, token?: string) =>
    call(ctx().app, action, input, { method: 'POST', token });
  const userInfo = (token: string) => call(ctx().app, 'userInfo', {}, { token });
  const secondSession = async (username: string) =>
    (await post('login', { account: username, password: PASSWORD })).body.data.userinfo
      .token as string;

  describe('passwordUpdate', () => {
    it('changes the password and ends every other session, not this one', async () => {
      const user = await signUp(ctx().app);
      const other = await secondSession(user.username);
      const res = await post(
        'passwordUpdate',
        { old_password: PASSWORD, new_password: 'Fresh2Paint' },
        user.token,
      );
      expect(res.body).toEqual({ code: 200, msg: '成功', data: {} });
      expect((await userInfo(user.token)).body.code).toBe(200);
      expect((await userInfo(other)).body.code).toBe(401);
      const relogin = await post('login', { account: user.username, password: 'Fresh2Paint' });
      expect(relogin.body.code).toBe(200);
    });

    it('refuses a wrong current password, an unchanged one, a weak one, and no token', async () => {
      const user = await signUp(ctx().app);
      const wrong = await post(
        'passwordUpdate',
        { old_password: 'Nope12345', new_password: 'Fresh2Paint', lang: 'en' },
        user.token,
      );
      expect(wrong.body.msg).toBe('The current password is incorrect');
      const same = await post(
        'passwordUpdate',
        { old_password: PASSWORD, new_password: PASSWORD, lang: 'en' },
        user.token,
      );
      expect(same.body.msg).toBe('The new password must differ from the current one');
      const weak = await post(
        'passwordUpdate',
        { old_password: PASSWORD, new_password: 'abc', lang: 'en' },
        user.token,
      );
      expect(weak.body.msg).toBe(
        'A password has 8-64 characters with at least one letter and one digit',
      );
      const anonymous = await post('passwordUpdate', {
        old_password: PASSWORD,
        new_password: 'Fresh2Paint',
      });
      expect(anonymous.body.code).toBe(401);
      expect((await post('login', { account: user.username, password: PASSWORD })).body.code).toBe(
        200,
      );
    });
  });

  describe('phone rebind', () => {
    async function verifyCurrent(user: { mobile: string; token: string }) {
      await forgetSendLimits(ctx().app);
      const captcha = await sendCode(ctx().app, user.mobile, 'verify', user.token);
      const res = await post('mobileVerify', { captcha }, user.token);
      expect(res.body.code).toBe(200);
      return res.body.data.ticket as string;
    }

    async function changeTo(user: { token: string }, ticket: string, lang = 'zh-cn') {
      const { mobile } = freshIdentity();
      const captcha = await sendCode(ctx().app, mobile, 'changemobile', user.token);
      return {
        mobile,
        res: await post('mobileUpdate', { ticket, mobile, captcha, lang }, user.token),
      };
    }

    it('moves the account to a new phone in two steps and ends other sessions', async () => {
      const user = await signUp(ctx().app);
      const other = await secondSession(user.username);
      const ticket = await verifyCurrent(user);
      const { mobile, res } = await changeTo(user, ticket);
      expect(res.body).toMatchObject({ code: 200, data: { id: user.id, mobile } });
      expect((await userInfo(user.token)).body.data.mobile).toBe(mobile);
      expect((await userInfo(other)).body.code).toBe(401);
      const byNewPhone = await post('login', { account: mobile, password: PASSWORD });
      expect(byNewPhone.body.data.userinfo.id).toBe(user.id);
      const byOldPhone = await post('login', { account: user.mobile, password: PASSWORD });
      expect(byOldPhone.body.code).toBe(100);
    });

    it('uses a ticket once', async () => {
      const user = await signUp(ctx().app);
      const ticket = await verifyCurrent(user);
      expect((await changeTo(user, ticket)).res.body.code).toBe(200);
      const again = await changeTo(user, ticket, 'en');
      expect(again.res.body.msg).toBe(
        'The identity check has expired; please verify your current phone again',
      );
    });

    it("refuses an expired ticket and someone else's", async () => {
      const { app } = ctx();
      const user = await signUp(app);
      const other = await signUp(app);
      const othersTicket = await verifyCurrent(other);
      expect((await changeTo(user, othersTicket, 'en')).res.body.code).toBe(100);

      const ticket = await verifyCurrent(user);
      await app.db
        .updateTable('account_tickets')
        .set({ expires_at: Date.now() - 1 })
        .where('user_id', '=', user.id)
        .execute();
      const expired = await changeTo(user, ticket, 'en');
      expect(expired.res.body.msg).toBe(
        'The identity check has expired; please verify your current phone again',
      );
      expect((await userInfo(user.token)).body.data.mobile).toBe(user.mobile);
    });

    it('refuses a wrong identity code', async () => {
      const user = await signUp(ctx().app);
      await forgetSendLimits(ctx().app);
      const code = await sendCode(ctx().app, user.mobile, 'verify', user.token);
      const wrong = code === '000000' ? '999999' : '000000';
      const res = await post('mobileVerify', { captcha: wrong, lang: 'en' }, user.token);
      expect(res.body.msg).toBe('The verification code is wrong; 4 tries left');
    });

    it('refuses a number that is taken, leaving the ticket usable', async () => {
      const { app } = ctx();
      const user = await signUp(app);
      const other = await signUp(app);
      const ticket = await verifyCurrent(user);
      const taken = await post(
        'mobileUpdate',
        { ticket, mobile: other.mobile, captcha: '123456', lang: 'en' },
        user.token,
      );
      expect(taken.body.msg).toBe('This mobile number is already registered');
      expect((await changeTo(user, ticket)).res.body.code).toBe(200);
    });
  });

  describe('userInfoUpdate', () => {
    it('changes nickname, gender and birthday, and leaves out what is not sent', async () => {
      const user = await signUp(ctx().app);
      const res = await post(
        'userInfoUpdate',
        { nickname: '  墨白 ', gender: 'female', birthday: '1994-03-08' },
        user.token,
      );
      expect(res.body.data).toMatchObject({
        nickname: '墨白',
        avatar_text: '墨',
        gender: 'female',
        birthday: '1994-03-08',
      });
      const partial = await post('userInfoUpdate', { gender: 'male' }, user.token);
      expect(partial.body.data).toMatchObject({
        nickname: '墨白',
        gender: 'male',
        birthday: '1994-03-08',
      });
      const cleared = await post('userInfoUpdate', { birthday: '' }, user.token);
      expect(cleared.body.data.birthday).toBeNull();
    });

    it.each([
      [{ nickname: '' }, 'A nickname has 1-32 characters'],
      [{ nickname: 'x'.repeat(33) }, 'A nickname has 1-32 characters'],
      [{ birthday: '2999-01-01' }, 'Please choose a valid date between 1900 and today'],
      [{ birthday: '1990-02-30' }, 'Please choose a valid date between 1900 and today'],
      [{ birthday: '1850-01-01' }, 'Please choose a valid date between 1900 and today'],
    ])('refuses %o', async (input, msg) => {
      const user = await signUp(ctx().app);
      const res = await post('userInfoUpdate', { ...input, lang: 'en' }, user.token);
      expect(res.body).toEqual({ code: 100, msg, data: null });
      expect((await userInfo(user.token)).body.data.nickname).toBe(user.username);
    });

    it('needs a token', async () => {
      expect((await post('userInfoUpdate', { nickname: 'x' })).body.code).toBe(401);
    });
  });

  describe('userCenter', () => {
    it('sums up the profile, points and orders by status', async () => {
      const login = await post('login', { account: 'demo', password: 'Demo@12345' });
      const token = login.body.data.userinfo.token as string;
      const res = await call(ctx().app, 'userCenter', { lang: 'en' }, { token });
      expect(res.body.data).toEqual({
        user: expect.objectContaining({ username: 'demo', score: 5000 }),
        orders: { unpaid: 0, undelivered: 0, unreceived: 0, completed: 3, canceled: 0 },
      });
      expect((await call(ctx().app, 'userCenter')).body.code).toBe(401);
    });
  });
});
