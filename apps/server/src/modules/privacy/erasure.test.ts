import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetSendLimits, PASSWORD, sendCode, signUp } from '../../test/accounts';
import { hangzhou } from '../../test/addresses';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { testClock } from '../../lib/clock';
import { insertArtisan } from '../../test/fixtures/artisan';
import { issuedBatch, shipSerial } from '../../test/fixtures/serial';
import { admit, makeGroup, uploaded } from '../../test/fixtures/post';
import { insertHiringFixtures } from '../../test/fixtures/hiring';
import { addAddress, adminToken, grantPoints, ok, product } from '../../test/fixtures/order';

const DAY = 86_400_000;

/** Every table that names a customer by `user_id`, and what erasure leaves of their rows. */
const ERASED_BY_USER_ID = [
  'sessions',
  'addresses',
  'account_tickets',
  'qr_logins',
  'product_collections',
  'artisan_likes',
  'artisan_follows',
  'cart_lines',
  'uploads',
  'job_applications',
  'resumes',
  'community_members',
  'community_applications',
  'community_notices',
  'community_post_likes',
  'points_rank',
  'fake_reports',
  'data_exports',
] as const;

type Customer = Awaited<ReturnType<typeof signUp>>;

describe.each(databases)('erasing a cancelled account on %s', (kind) => {
  const clock = testClock(Date.parse('2026-04-01T02:00:00Z'));
  const ctx = useTestApp(kind, {}, { demo: true, clock });
  const post = (action: string, input: Record<string, unknown>, token?: string) =>
    call(ctx().app, action, { lang: 'en', ...input }, { method: 'POST', token });
  const get = (action: string, input: Record<string, unknown>, token?: string) =>
    call(ctx().app, action, { lang: 'en', ...input }, { method: 'GET', token });

  let groupId = 0;
  let artisanId = 0;
  let print = 0;
  let positionId = 0;
  let serialProduct = 0;
  let serialCodes: string[] = [];

  beforeAll(async () => {
    const { app } = ctx();
    groupId = await makeGroup(app, clock.now(), 'Erasure circle');
    artisanId = await insertArtisan(app, { name_en: 'Erasure Painter' });
    print = await product(app, { name_en: 'Erasure Print', price: 1000, stock: 50 });
    positionId = (await insertHiringFixtures(app)).engineer.id;
    const batch = await issuedBatch(app, 4, 'Erasure Vase');
    serialProduct = batch.productId;
    serialCodes = batch.codes;
  });

  /** A file under the uploads directory, as an upload leaves it. */
  function fileFor(app: FastifyInstance, url: string) {
    const file = path.join(ctx().config.uploadsDir, url.replace(/^\/uploads\//, ''));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'png');
    void app;
    return file;
  }

  /** A customer with something in every table that can hold their personal data. */
  async function richCustomer(tag: string, serialCode: string) {
    const { app } = ctx();
    const now = clock.now();
    const me = await signUp(app, tag);
    await addAddress(app, me.token, hangzhou);
    await ok(post('productCollection', { product_id: print }, me.token));
    await ok(post('buyCarCreate', { product_id: print, quantity: 1 }, me.token));
    await grantPoints(app, me.id, 300);
    for (const table of ['artisan_likes', 'artisan_follows'] as const) {
      await app.db
        .insertInto(table)
        .values({ user_id: me.id, artisan_id: artisanId, created_at: now })
        .execute();
    }
    await app.db
      .updateTable('artisans')
      .set((eb) => ({
        like_count: eb('like_count', '+', 1),
        follower_count: eb('follower_count', '+', 1),
      }))
      .where('id', '=', artisanId)
      .execute();
    const picture = await uploaded(app, me.id, now);
    const avatar = await uploaded(app, me.id, now);
    const files = [fileFor(app, picture), fileFor(app, avatar)];
    await app.db
      .updateTable('users')
      .set({ avatar, birthday: '1990-05-04', gender: 'female', nickname: `${tag} painter` })
      .where('id', '=', me.id)
      .execute();
    await app.db
      .insertInto('qr_logins')
      .values({
        ticket_hash: `t-${tag}-${me.id}`,
        secret_hash: 's',
        status: 'confirmed',
        user_id: me.id,
        device: 'Firefox',
        ip: '10.0.0.9',
        expires_at: now + 60_000,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await app.db
      .insertInto('account_tickets')
      .values({
        user_id: me.id,
        purpose: 'changemobile',
        ticket_hash: `a-${tag}-${me.id}`,
        expires_at: now + 60_000,
        created_at: now,
      })
      .execute();
    await app.db
      .insertInto('data_exports')
      .values({
        user_id: me.id,
        ticket_hash: `d-${tag}-${me.id}`,
        expires_at: now + 60_000,
        used_at: now,
        created_at: now,
      })
      .execute();
    const resumeFile = `${tag}-${me.id}.pdf`;
    const resumesDir = path.join(ctx().config.dataDir, 'resumes');
    mkdirSync(resumesDir, { recursive: true });
    writeFileSync(path.join(resumesDir, resumeFile), '%PDF-1.7');
    files.push(path.join(resumesDir, resumeFile));
    const resume = await app.db
      .insertInto('resumes')
      .values({
        user_id: me.id,
        file: resumeFile,
        original_name: 'cv.pdf',
        size: 8,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('job_applications')
      .values({
        position_id: positionId,
        user_id: me.id,
        name: '林小满',
        mobile: me.mobile,
        email: `${tag}@example.com`,
        answers: '[]',
        resume_id: resume.id,
        created_at: now,
      })
      .execute();
    await admit(app, groupId, me.id, now);
    const postRow = await app.db
      .insertInto('community_posts')
      .values({
        group_id: groupId,
        user_id: me.id,
        text: `${tag} says hello`,
        images: JSON.stringify([picture]),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('community_comments')
      .values({ post_id: postRow.id, user_id: me.id, text: 'a comment', created_at: now })
      .execute();
    await app.db
      .insertInto('community_post_likes')
      .values({ post_id: postRow.id, user_id: me.id, created_at: now })
      .execute();
    await app.db
      .updateTable('community_posts')
      .set({ like_count: 1, comment_count: 1 })
      .where('id', '=', postRow.id)
      .execute();
    await app.db
      .insertInto('community_applications')
      .values({
        group_id: groupId,
        user_id: me.id,
        answers: '[]',
        convention_version: 1,
        reason_key: null,
        created_at: now,
      })
      .execute();
    await app.db
      .insertInto('community_notices')
      .values({ user_id: me.id, kind: 'application_approved', group_id: groupId, created_at: now })
      .execute();
    await app.db
      .insertInto('points_rank')
      .values({ period: 'all', user_id: me.id, total: 300, last_id: 1 })
      .execute();
    const orderId = await shipSerial(app, me.id, serialProduct, serialCode);
    const serial = await app.db
      .selectFrom('serials')
      .select('id')
      .where('code', '=', serialCode)
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('serial_visits')
      .values({ serial_id: serial.id, visitor: `user:${me.id}`, counted_at: now })
      .execute();
    await app.db
      .insertInto('fake_reports')
      .values({ user_id: me.id, where_bought: 'a market stall', created_at: now })
      .execute();
    return { ...me, orderId, postId: Number(postRow.id), files };
  }

  async function cancelAccount(me: Customer) {
    await forgetSendLimits(ctx().app);
    const captcha = await sendCode(ctx().app, me.mobile, 'cancelaccount', me.token);
    await ok(post('accountCancel', { captcha }, me.token));
  }

  async function countOf(table: (typeof ERASED_BY_USER_ID)[number], userId: number) {
    const row = await ctx()
      .app.db.selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('erases every personal field, keeps the masked books, and leaves another customer alone', async () => {
    const { app } = ctx();
    const gone = await richCustomer('er', serialCodes[0]!);
    const kept = await richCustomer('ek', serialCodes[1]!);
    await cancelAccount(gone);

    // Not before the cooling-off period is over.
    clock.advance(15 * DAY - 60_000);
    expect(await app.services.erasure.eraseDue(clock.now())).toBe(0);
    clock.advance(60_000);
    expect(await app.services.erasure.eraseDue(clock.now())).toBe(1);

    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', gone.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      username: `erased-${gone.id}`,
      nickname: '已注销用户',
      avatar: '',
      mobile: null,
      gender: 'unknown',
      birthday: null,
      erased_at: clock.now(),
    });
    expect(user.password_hash).not.toMatch(/^\$argon2/);

    for (const table of ERASED_BY_USER_ID) {
      expect({ table, rows: await countOf(table, gone.id) }).toEqual({ table, rows: 0 });
      expect({ table, rows: await countOf(table, kept.id) }).not.toEqual({ table, rows: 0 });
    }
    for (const table of ['sms_codes', 'sms_outbox', 'sms_senders'] as const) {
      const rows = await app.db
        .selectFrom(table)
        .select('mobile')
        .where('mobile', 'in', [gone.mobile, kept.mobile])
        .execute();
      expect(rows.map((r) => r.mobile)).not.toContain(gone.mobile);
      // The tests forget when codes were sent; the codes themselves stay.
      if (table !== 'sms_senders') expect(rows.map((r) => r.mobile)).toContain(kept.mobile);
    }
    for (const file of gone.files) expect(existsSync(file)).toBe(false);
    for (const file of kept.files) expect(existsSync(file)).toBe(true);

    // The books stay: the order masked, the ledger whole.
    const order = await app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', gone.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      user_id: gone.id,
      recipient_name: '周**',
      recipient_mobile: '139****0000',
      province: '浙江省',
      city: '***',
      district: '***',
      address: '***',
      postal_code: '***',
    });
    const keptOrder = await app.db
      .selectFrom('orders')
      .select('address')
      .where('id', '=', kept.orderId)
      .executeTakeFirstOrThrow();
    expect(keptOrder.address).toBe('南山路 1 号');
    const ledger = await app.db
      .selectFrom('points_ledger')
      .select('delta')
      .where('user_id', '=', gone.id)
      .execute();
    expect(ledger.map((r) => r.delta)).toEqual([300]);

    // The serial is sold, its owner unknown; the history keeps dates without a name.
    const serial = await app.db
      .selectFrom('serials')
      .select(['id', 'owner_id', 'activated_at'])
      .where('code', '=', serialCodes[0]!)
      .executeTakeFirstOrThrow();
    expect(serial.owner_id).toBeNull();
    expect(serial.activated_at).not.toBeNull();
    const history = await app.db
      .selectFrom('serial_owners')
      .select(['user_id', 'until'])
      .where('serial_id', '=', serial.id)
      .execute();
    expect(history).toEqual([{ user_id: null, until: clock.now() }]);

    // Posts and comments stay, without the pictures; counters follow the rows.
    const postRow = await app.db
      .selectFrom('community_posts')
      .select(['text', 'images', 'like_count'])
      .where('id', '=', gone.postId)
      .executeTakeFirstOrThrow();
    expect(postRow).toEqual({ text: 'er says hello', images: '[]', like_count: 0 });
    const group = await app.db
      .selectFrom('community_groups')
      .select('member_count')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    expect(Number(group.member_count)).toBe(1);
    const artisan = await app.db
      .selectFrom('artisans')
      .select(['like_count', 'follower_count'])
      .where('id', '=', artisanId)
      .executeTakeFirstOrThrow();
    expect(artisan).toEqual({ like_count: 1, follower_count: 1 });

    // The erasure log: one row, by the shop's own job, counting each kind.
    const admin = await adminToken(app);
    const log = await ok<{ list: Array<Record<string, unknown>> }>(
      get('auditList', { target_type: 'erasure', target_id: String(gone.id) }, admin),
    );
    expect(log.list).toHaveLength(1);
    expect(log.list[0]).toMatchObject({
      actor_id: 0,
      actor_name: 'system',
      actor_role: 'system',
      action: 'accountErase',
      after: {
        profile: 1,
        avatar: 1,
        sessions: 1,
        addresses: 1,
        favourites: 1,
        follows: 1,
        likes: 2,
        cart: 1,
        uploads: 2,
        applications: 1,
        resumes: 1,
        community_memberships: 1,
        community_applications: 1,
        community_notices: 1,
        serials: 1,
        fake_reports: 1,
        points_rank: 1,
        data_exports: 1,
        orders_masked: 1,
      },
    });

    // The console shows the old order with its recipient masked, the buyer as cancelled.
    const detail = await ok<{
      recipient: Record<string, string>;
      buyer: { username: string; mobile: string } | null;
    }>(get('orderAdminInfo', { id: gone.orderId }, admin));
    expect(detail.recipient).toMatchObject({ name: '周**', mobile: '139****0000', address: '***' });
    expect(JSON.stringify(detail)).not.toContain(gone.mobile);
    expect(JSON.stringify(detail)).not.toContain(gone.username);
  });

  it('frees the number and the user name: they register a new account, the old one stays shut', async () => {
    const me = await signUp(ctx().app, 'ef');
    await cancelAccount(me);
    clock.advance(15 * DAY);
    await ctx().app.services.erasure.eraseDue(clock.now());

    const oldSignIn = await post('login', { account: me.username, password: PASSWORD });
    expect(oldSignIn.body).toMatchObject({ code: 100, field: 'password' });
    const erasedName = await post('login', { account: `erased-${me.id}`, password: PASSWORD });
    expect(erasedName.body).toMatchObject({ code: 100 });
    // Nobody can take the erased account's name before its erasure does.
    await forgetSendLimits(ctx().app);
    const other = await signUp(ctx().app, 'eo');
    await forgetSendLimits(ctx().app);
    const code = await sendCode(ctx().app, `1390000${String(me.id).padStart(4, '0')}`, 'register');
    const squatter = await post('register', {
      username: `erased-${other.id + 1}`,
      password: PASSWORD,
      mobile: `1390000${String(me.id).padStart(4, '0')}`,
      captcha: code,
    });
    expect(squatter.body).toMatchObject({ code: 100 });
    expect(squatter.body.msg).toMatch(/user name/i);
    await forgetSendLimits(ctx().app);
    const bySms = await post('send', { mobile: me.mobile, event: 'mobilelogin' });
    expect(bySms.body).toMatchObject({ code: 100, field: 'mobile' });

    await forgetSendLimits(ctx().app);
    const captcha = await sendCode(ctx().app, me.mobile, 'register');
    const fresh = await ok<{ userinfo: { id: number; username: string; score: number } }>(
      post('register', { username: me.username, password: PASSWORD, mobile: me.mobile, captcha }),
    );
    expect(fresh.userinfo.id).not.toBe(me.id);
    expect(fresh.userinfo).toMatchObject({ username: me.username, score: 0 });
  });

  it('two runs at once erase an account once and log it once', async () => {
    const me = await signUp(ctx().app, 'ec');
    await addAddress(ctx().app, me.token, hangzhou);
    await cancelAccount(me);
    clock.advance(15 * DAY);
    const { erasure } = ctx().app.services;
    const [a, b] = await Promise.all([
      erasure.eraseAccount(me.id, clock.now()),
      erasure.eraseAccount(me.id, clock.now()),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const rows = await ctx()
      .app.db.selectFrom('audit_log')
      .select('changes')
      .where('target_type', '=', 'erasure')
      .where('target_id', '=', String(me.id))
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.changes).after.addresses).toBe(1);
    expect(await erasure.eraseDue(clock.now())).toBe(0);
  });

  it('shows posts of an erased member as a cancelled user, in the reader’s language', async () => {
    const me = await signUp(ctx().app, 'ep');
    const now = clock.now();
    await admit(ctx().app, groupId, me.id, now);
    await ctx()
      .app.db.insertInto('community_posts')
      .values({ group_id: groupId, user_id: me.id, text: 'still here', created_at: now })
      .execute();
    const authorOf = async (lang: 'en' | 'zh-cn') => {
      const page = await ok<{
        list: Array<{ text: string; author: { nickname: string; avatar: string } }>;
      }>(get('groupContent', { group_id: groupId, lang, limit: 50 }));
      return page.list.find((p) => p.text === 'still here')?.author;
    };
    // Visitors' cached copies name the member until the erasure forgets them.
    for (const lang of ['en', 'zh-cn'] as const) {
      expect((await authorOf(lang))?.nickname).not.toMatch(/Cancelled user|已注销用户/);
    }
    await cancelAccount(me);
    clock.advance(15 * DAY);
    await ctx().app.services.erasure.eraseDue(clock.now());
    for (const [lang, name] of [
      ['en', 'Cancelled user'],
      ['zh-cn', '已注销用户'],
    ] as const) {
      expect(await authorOf(lang)).toMatchObject({ nickname: name, avatar: '' });
    }
  });

  it('keeps the cancelled name for erased accounts: no customer may choose it', async () => {
    const me = await signUp(ctx().app, 'en');
    for (const nickname of ['已注销用户', 'Cancelled user']) {
      const res = await post('userInfoUpdate', { nickname }, me.token);
      expect(res.body).toMatchObject({ code: 100, msg: 'This nickname cannot be used' });
    }
  });
});
