import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { forgetSendLimits, PASSWORD, sendCode, signUp } from '../test/accounts';
import { call, databases, useTestApp } from '../test/build-test-app';
import { staffMember } from '../test/staff';
import {
  get,
  grantPoints,
  ok,
  payInCash,
  placed,
  pointsOf,
  post,
  product,
  refusal,
  shopper,
} from '../test/fixtures/order';

interface Row {
  id: number;
  username: string;
  score: number;
  order_count: number;
  status: string;
}
interface Page<T> {
  list: T[];
  total: number;
}
interface Ledger {
  delta: number;
  balance_after: number;
  reason: string;
  ref: string;
  note: string;
}

async function auditCount(app: FastifyInstance, id: number) {
  const row = await app.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('target_type', '=', 'customer')
    .where('target_id', '=', String(id))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function ledgerCount(app: FastifyInstance, id: number) {
  return app.db
    .selectFrom('points_ledger')
    .select('id')
    .where('user_id', '=', id)
    .where('reason', '=', 'staff_adjust')
    .execute()
    .then((rows) => rows.length);
}

describe.each(databases)('the customers console (%s)', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('finds a customer by phone, user name or nickname, with points, orders and status', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const buyer = await shopper(app, 'findme', 120);
    await ok(post(app, 'userInfoUpdate', { nickname: 'Moonlit Heron' }, buyer.token));
    const order = await placed(app, buyer, await product(app, { name_en: 'Counted' }), 1);
    await payInCash(app, buyer, order.order_id);

    // The digits of a user name (its serial) find it as well as a phone number does.
    const nameDigits = buyer.username.split('_')[1] ?? '';
    for (const keyword of [
      buyer.mobile,
      buyer.mobile.slice(0, 9),
      buyer.username,
      nameDigits,
      'moonlit HER',
    ]) {
      const page = await ok<Page<Row>>(get(app, 'customerList', { keyword }, operator.token));
      expect(
        page.list.map((row) => row.id),
        keyword,
      ).toContain(buyer.id);
      expect(page.list.find((row) => row.id === buyer.id)).toMatchObject({
        score: 120,
        order_count: 1,
        status: 'active',
        role: 'user',
      });
    }
    // A literal underscore and percent match only themselves.
    const none = await ok<Page<Row>>(get(app, 'customerList', { keyword: '%_%' }, operator.token));
    expect(none.total).toBe(0);
    // Staff are not customers.
    const staff = await ok<Page<Row>>(
      get(app, 'customerList', { keyword: operator.username }, operator.token),
    );
    expect(staff.total).toBe(0);

    const paged = await ok<Page<Row> & { limit: number }>(
      get(app, 'customerList', { page: 1, limit: 1 }, operator.token),
    );
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
  });

  it('filters active and disabled customers', async () => {
    const { app } = ctx();
    const admin = await staffMember(app, 'admin');
    const customer = await signUp(app, 'filt');
    await ok(post(app, 'customerDisable', { id: customer.id, reason: 'Spam orders' }, admin.token));
    const disabled = await ok<Page<Row>>(
      get(app, 'customerList', { status: 'disabled', keyword: customer.username }, admin.token),
    );
    expect(disabled.list.map((row) => [row.id, row.status])).toEqual([[customer.id, 'disabled']]);
    const active = await ok<Page<Row>>(
      get(app, 'customerList', { status: 'active', keyword: customer.username }, admin.token),
    );
    expect(active.total).toBe(0);
    const bad = await call(
      app,
      'customerList',
      { status: 'asleep', lang: 'en' },
      { token: admin.token },
    );
    expect(bad.body.code).toBe(100);
  });

  it('shows one customer: profile, orders, favourites, follows, ledger and history', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const buyer = await shopper(app, 'detail', 50);
    const productId = await product(app, { name_en: 'Loved print' });
    await ok(post(app, 'productCollection', { product_id: productId }, buyer.token));
    const artist = await app.db.selectFrom('artisans').select('id').executeTakeFirstOrThrow();
    await ok(post(app, 'artisanCollection', { artisan_id: artist.id }, buyer.token));
    const order = await placed(app, buyer, productId, 1);
    await ok(
      post(
        app,
        'pointsAdjust',
        { id: buyer.id, delta: 30, reason: 'Workshop prize' },
        operator.token,
      ),
    );

    const info = await ok<{
      profile: Record<string, unknown>;
      orders: Array<Record<string, unknown>>;
      favourites: Page<{ product: { id: number } }>;
      follows: Page<{ id: number }>;
      history: Array<Record<string, unknown>>;
    }>(get(app, 'customerInfo', { id: buyer.id, lang: 'en' }, operator.token));
    expect(info.profile).toMatchObject({
      id: buyer.id,
      username: buyer.username,
      mobile: buyer.mobile,
      score: 80,
      score_total: 30,
      order_count: 1,
      status: 'active',
      disabled_reason: null,
    });
    expect(info.orders).toEqual([
      expect.objectContaining({ id: order.order_id, order_no: order.order_no, status: 'unpaid' }),
    ]);
    expect(info.favourites.list.map((row) => row.product.id)).toEqual([productId]);
    expect(info.follows.list.map((row) => row.id)).toEqual([artist.id]);
    expect(info.history).toEqual([
      expect.objectContaining({
        action: 'pointsAdjust',
        actor_name: operator.username,
        before: { score: 50, score_total: 0, points_reason: null },
        after: { score: 80, score_total: 30, points_reason: 'Workshop prize' },
      }),
    ]);

    const ledger = await ok<Page<Ledger>>(
      get(app, 'customerPoints', { id: buyer.id, page: 1, limit: 1 }, operator.token),
    );
    expect(ledger.total).toBe(2);
    expect(ledger.list).toEqual([
      expect.objectContaining({
        delta: 30,
        balance_after: 80,
        reason: 'staff_adjust',
        ref: `staff:${operator.username}`,
        note: 'Workshop prize',
      }),
    ]);

    const unknown = { id: 987654321, lang: 'en' };
    expect(await refusal(get(app, 'customerInfo', unknown, operator.token))).toBe(
      'This account does not exist',
    );
    expect(await refusal(get(app, 'customerPoints', unknown, operator.token))).toBe(
      'This account does not exist',
    );
    expect(await refusal(get(app, 'customerInfo', { id: 'abc', lang: 'en' }, operator.token))).toBe(
      'Account must be a whole-number id from 1 to 9007199254740991',
    );
  });

  it('adjusts points with a reason, never below zero, and refuses bad input storing nothing', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const customer = await signUp(app, 'adj');
    await grantPoints(app, customer.id, 40);

    expect(
      await ok(
        post(
          app,
          'pointsAdjust',
          { id: customer.id, delta: -15, reason: 'Wrong grant' },
          operator.token,
        ),
      ),
    ).toEqual({ score: 25, score_total: 0 });
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ delta: -26, reason: 'Too much' }, 'The customer has only 25 points; 26 cannot be taken'],
      [
        { delta: 0, reason: 'Nothing' },
        'The points change must be a non-zero whole number from -1000000 to 1000000',
      ],
      [
        { delta: 1_000_001, reason: 'Typo' },
        'The points change must be a non-zero whole number from -1000000 to 1000000',
      ],
      [
        { delta: 2.5, reason: 'Half' },
        'The points change must be a non-zero whole number from -1000000 to 1000000',
      ],
      [{ delta: 5 }, 'Reason is required'],
      [{ delta: 5, reason: '   ' }, 'Please give a reason (1-200 characters)'],
      [{ delta: 5, reason: 'x'.repeat(201) }, 'Please give a reason (1-200 characters)'],
    ];
    for (const [input, message] of refusals) {
      expect(
        await refusal(
          post(app, 'pointsAdjust', { id: customer.id, lang: 'en', ...input }, operator.token),
        ),
        JSON.stringify(input),
      ).toBe(message);
    }
    expect(
      await refusal(
        post(
          app,
          'pointsAdjust',
          { id: 987654321, delta: 5, reason: 'Ghost', lang: 'en' },
          operator.token,
        ),
      ),
    ).toBe('This account does not exist');
    expect(
      await refusal(
        post(app, 'pointsAdjust', { id: customer.id, delta: -26, reason: '多扣' }, operator.token),
      ),
    ).toBe('该客户只有 25 积分，不能扣减 26 积分');

    expect(await pointsOf(app, customer.id)).toEqual({ score: 25, score_total: 0 });
    expect(await ledgerCount(app, customer.id)).toBe(1);
    expect(await auditCount(app, customer.id)).toBe(1);

    // What the customer sees in their own centre.
    const me = await ok<{ score: number }>(get(app, 'userInfo', {}, customer.token));
    expect(me.score).toBe(25);
  });

  it('takes 20 parallel deductions of 10 from 100: ten succeed, ten are refused', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const customer = await signUp(app, 'race');
    await grantPoints(app, customer.id, 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        post(
          app,
          'pointsAdjust',
          { id: customer.id, delta: -10, reason: `Race ${n}`, lang: 'en' },
          operator.token,
        ),
      ),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 100)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.body.code === 100))
      expect(answer.body.msg).toBe('The customer has only 0 points; 10 cannot be taken');
    expect(await pointsOf(app, customer.id)).toEqual({ score: 0, score_total: 0 });
    expect(await ledgerCount(app, customer.id)).toBe(10);
    expect(await auditCount(app, customer.id)).toBe(10);
  });

  it('disables an account: its token answers 401, and no way of signing in lets it back until enabled', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const customer = await signUp(app, 'dis');
    // A QR code confirmed before the account was disabled.
    const qr = (await call(app, 'qrLoginCreate', {}, { method: 'POST' })).body.data as {
      ticket: string;
      secret: string;
    };
    await ok(post(app, 'qrLoginConfirm', { ticket: qr.ticket, approve: true }, customer.token));

    expect(
      await ok(
        post(
          app,
          'customerDisable',
          { id: customer.id, reason: 'Chargeback fraud' },
          operator.token,
        ),
      ),
    ).toMatchObject({ id: customer.id, status: 'disabled' });
    expect((await get(app, 'userInfo', {}, customer.token)).body.code).toBe(401);

    const disabled =
      'This account has been disabled; please contact us if you think this is a mistake';
    expect(
      await refusal(
        post(app, 'login', { account: customer.username, password: PASSWORD, lang: 'en' }),
      ),
    ).toBe(disabled);
    // A wrong password still reads as a wrong password: nobody learns the account is disabled.
    expect(
      await refusal(
        post(app, 'login', { account: customer.username, password: 'Wrong123x', lang: 'en' }),
      ),
    ).not.toBe(disabled);
    await forgetSendLimits(app);
    const captcha = await sendCode(app, customer.mobile, 'mobilelogin');
    expect(
      await refusal(post(app, 'mobileLogin', { mobile: customer.mobile, captcha, lang: 'en' })),
    ).toBe(disabled);
    expect(
      await refusal(post(app, 'qrLoginPoll', { ticket: qr.ticket, secret: qr.secret, lang: 'en' })),
    ).toBe(disabled);

    const info = await ok<{ profile: Record<string, unknown> }>(
      get(app, 'customerInfo', { id: customer.id }, operator.token),
    );
    expect(info.profile).toMatchObject({ status: 'disabled', disabled_reason: 'Chargeback fraud' });
    expect(
      await refusal(
        post(
          app,
          'customerDisable',
          { id: customer.id, reason: 'Again', lang: 'en' },
          operator.token,
        ),
      ),
    ).toBe('This account is already disabled');

    expect(await ok(post(app, 'customerEnable', { id: customer.id }, operator.token))).toEqual({
      id: customer.id,
      status: 'active',
      disabled_at: null,
    });
    await ok(post(app, 'login', { account: customer.username, password: PASSWORD }));
    // The old session stays ended.
    expect((await get(app, 'userInfo', {}, customer.token)).body.code).toBe(401);
    expect(
      await refusal(post(app, 'customerEnable', { id: customer.id, lang: 'en' }, operator.token)),
    ).toBe('This account is not disabled');
    expect(await auditCount(app, customer.id)).toBe(2);
  });

  it('refuses a disable without a reason, of an unknown account, of oneself, and of staff by an operator', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const admin = await staffMember(app, 'admin');
    const editor = await staffMember(app, 'editor');
    const customer = await signUp(app, 'keep');
    const staffOnly = 'Only an administrator may act on a staff account';
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [operator.token, { id: customer.id }, 'Reason is required'],
      [operator.token, { id: customer.id, reason: '' }, 'Please give a reason (1-200 characters)'],
      [operator.token, { id: 987654321, reason: 'Ghost' }, 'This account does not exist'],
      [operator.token, { id: operator.id, reason: 'Me' }, staffOnly],
      [admin.token, { id: admin.id, reason: 'Me' }, 'You cannot disable your own account'],
      [operator.token, { id: admin.id, reason: 'Coup' }, staffOnly],
      [operator.token, { id: editor.id, reason: 'Coup' }, staffOnly],
    ];
    for (const [token, input, message] of cases)
      expect(
        await refusal(post(app, 'customerDisable', { ...input, lang: 'en' }, token)),
        JSON.stringify(input),
      ).toBe(message);
    expect(
      await refusal(post(app, 'customerEnable', { id: 987654321, lang: 'en' }, operator.token)),
    ).toBe('This account does not exist');
    for (const who of [customer, admin, editor, operator])
      expect((await get(app, 'userInfo', {}, who.token)).body.code).toBe(200);
    // An admin may disable another staff member.
    await ok(
      post(app, 'customerDisable', { id: editor.id, reason: 'Left the studio' }, admin.token),
    );
    expect((await get(app, 'userInfo', {}, editor.token)).body.code).toBe(401);
  });
});

describe.each(databases)('staff roles (%s)', (kind) => {
  // No demo: these admins are the only ones.
  const ctx = useTestApp(kind);

  it('lists staff, grants and revokes roles, and always keeps one admin, even under a race', async () => {
    const { app } = ctx();
    const first = await staffMember(app, 'admin');
    const second = await staffMember(app, 'admin');
    const customer = await signUp(app, 'promo');

    const granted = await ok(
      post(app, 'staffRoleSet', { id: customer.id, role: 'editor' }, first.token),
    );
    expect(granted).toMatchObject({ id: customer.id, role: 'editor', status: 'active' });
    const me = await ok<{ role: string }>(get(app, 'userInfo', {}, customer.token));
    expect(me.role).toBe('editor');
    const staff = await ok<Page<{ id: number; role: string }>>(
      get(app, 'staffList', {}, first.token),
    );
    expect(staff.list.map((row) => [row.id, row.role])).toEqual([
      [first.id, 'admin'],
      [second.id, 'admin'],
      [customer.id, 'editor'],
    ]);
    // The operator's permission follows the role at once, without signing in again.
    await ok(post(app, 'staffRoleSet', { id: customer.id, role: 'user' }, first.token));
    expect((await get(app, 'staffList', { lang: 'en' }, customer.token)).body.msg).toBe(
      'You have no permission to do this',
    );

    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ id: customer.id, role: 'owner' }, 'The role must be admin, operator, editor or user'],
      [{ id: customer.id }, 'Role is required'],
      [{ id: customer.id, role: 'user' }, 'This account already has this role'],
      [{ id: 987654321, role: 'editor' }, 'This account does not exist'],
    ];
    for (const [input, message] of refusals)
      expect(
        await refusal(post(app, 'staffRoleSet', { ...input, lang: 'en' }, first.token)),
        JSON.stringify(input),
      ).toBe(message);

    // Two admins demote each other at once: one of them stays an admin.
    const race = await Promise.all([
      post(app, 'staffRoleSet', { id: second.id, role: 'operator', lang: 'en' }, first.token),
      post(app, 'staffRoleSet', { id: first.id, role: 'operator', lang: 'en' }, second.token),
    ]);
    expect(race.map((answer) => answer.body.code).sort()).toEqual([100, 200]);
    // Refused for the rule, or, when the other demotion committed before this request's session
    // was read, because its sender is no longer an administrator.
    expect([
      'The studio must keep at least one active administrator',
      'You have no permission to do this',
    ]).toContain(race.find((answer) => answer.body.code === 100)?.body.msg);
    const admins = await app.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
    const [last] = admins;
    const lastToken = last?.id === first.id ? first.token : second.token;
    expect(
      await refusal(
        post(app, 'staffRoleSet', { id: last?.id, role: 'user', lang: 'en' }, lastToken),
      ),
    ).toBe('The studio must keep at least one active administrator');
  });

  it('two admins disabling each other at once leave one admin able to sign in', async () => {
    const { app } = ctx();
    // Demote every admin of the earlier test, so these two are the only ones.
    await app.db.updateTable('users').set({ role: 'user' }).where('role', '=', 'admin').execute();
    const first = await staffMember(app, 'admin');
    const second = await staffMember(app, 'admin');
    const race = await Promise.all([
      post(app, 'customerDisable', { id: second.id, reason: 'Race', lang: 'en' }, first.token),
      post(app, 'customerDisable', { id: first.id, reason: 'Race', lang: 'en' }, second.token),
    ]);
    const codes = race.map((answer) => answer.body.code);
    // The loser is refused as the last admin, or finds its own session already ended.
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    const active = await app.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
  });
});
