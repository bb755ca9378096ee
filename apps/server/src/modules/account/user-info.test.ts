import { describe, expect, it } from 'vitest';
import { call, databases, useTestApp } from '../../test/build-test-app';

describe.each(databases)('bearer tokens and userInfo on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  async function signedInUser(username: string) {
    const { app } = ctx();
    const now = Date.now();
    const user = await app.db
      .insertInto('users')
      .values({
        username,
        nickname: '',
        avatar: '',
        mobile: null,
        password_hash: 'not-a-login-account',
        role: 'user',
        score: 120,
        score_total: 300,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { userinfo } = await app.services.account.openSession(user.id);
    return { id: user.id, token: userinfo.token };
  }

  it('resolves a live token to its user', async () => {
    const { id, token } = await signedInUser('mei_art');
    const res = await call(ctx().app, 'userInfo', { lang: 'en' }, { token });
    expect(res.body).toEqual({
      code: 200,
      msg: 'OK',
      data: {
        id,
        username: 'mei_art',
        nickname: 'mei_art',
        avatar: '',
        avatar_text: 'M',
        mobile: '',
        score: 120,
        score_total: 300,
        role: 'user',
        gender: 'unknown',
        birthday: null,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        community_joined_at: null,
      },
    });
  });

  it('stores only a hash of the token', async () => {
    const { token } = await signedInUser('hash_check');
    const rows = await ctx().app.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('refuses with code 401 when there is no token', async () => {
    const res = await call(ctx().app, 'userInfo', { lang: 'zh-cn' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 401, msg: '登录状态已失效，请重新登录', data: null });
  });

  it('refuses an unknown token', async () => {
    const res = await call(ctx().app, 'userInfo', { lang: 'en' }, { token: 'made-up-token' });
    expect(res.body.code).toBe(401);
  });

  it('refuses an expired or revoked token', async () => {
    const { app } = ctx();
    const expired = await signedInUser('expired_user');
    await app.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', expired.id)
      .execute();
    expect((await call(app, 'userInfo', {}, { token: expired.token })).body.code).toBe(401);

    const revoked = await signedInUser('revoked_user');
    await app.db
      .updateTable('sessions')
      .set({ revoked_at: Date.now() })
      .where('user_id', '=', revoked.id)
      .execute();
    expect((await call(app, 'userInfo', {}, { token: revoked.token })).body.code).toBe(401);
  });

  it('lets public actions through with or without a token', async () => {
    const res = await call(ctx().app, 'shopConfig', {}, { token: 'made-up-token' });
    expect(res.body.code).toBe(200);
  });
});
