import { beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../../test/fixtures/catalog';
import { signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { testClock } from '../../lib/clock';
import {
  insertCompletedOrder,
  insertGroup,
  insertShop,
  joinQuestions,
  type GroupFixture,
} from '../../test/fixtures/group';
import { admitMember } from './membership';
import { addNotice } from './notices';

const DAY = 86_400_000;

describe.each(databases)('joining community groups on %s', (kind) => {
  const clock = testClock(Date.parse('2026-03-02T02:00:00Z'));
  const ctx = useTestApp(kind, {}, { clock });
  let circle: GroupFixture;
  let closed: GroupFixture;
  let gated: GroupFixture;
  let productId: number;

  beforeAll(async () => {
    const app = ctx().app;
    await insertShop(app);
    circle = await insertGroup(app, {
      name_zh: '陶艺研习社',
      name_en: 'Ceramics Circle',
      questions: joinQuestions,
    });
    closed = await insertGroup(app, { name_zh: '旧社群', name_en: 'Old Group', status: 'closed' });
    const category = await insertCategory(app, 'art', 'Vases');
    productId = await insertProduct(app, { category_id: category, name_en: 'Moon Vase' });
    gated = await insertGroup(app, {
      name_zh: '月瓶藏家',
      name_en: 'Moon Vase Owners',
      gate_product_id: productId,
    });
  });

  const join = (token: string | undefined, input: object, lang = 'en') =>
    call(ctx().app, 'groupJoinCreate', { ...input, lang }, { method: 'POST', token });

  /** A complete application to the circle, to vary one thing at a time. */
  function application(extra: object = {}) {
    const [source, about, media] = circle.questions;
    return {
      group_id: circle.id,
      agree: true,
      convention_version: 1,
      answers: [
        { question_id: source!.id, option_ids: [source!.options[1]] },
        { question_id: about!.id, text: '  I throw pots on weekends.  ' },
        { question_id: media!.id, option_ids: [media!.options[0], media!.options[2]] },
      ],
      ...extra,
    };
  }

  async function applicationsOf(userId: number, groupId = circle.id) {
    return ctx()
      .app.db.selectFrom('community_applications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('group_id', '=', groupId)
      .execute();
  }

  /** Refused in both languages with these messages, and nothing stored. */
  async function expectRefused(
    who: { id: number; token: string },
    input: object,
    en: string | RegExp,
    zh: string | RegExp,
  ) {
    const before = (await applicationsOf(who.id)).length;
    const resEn = await join(who.token, input, 'en');
    expect(resEn.body).toMatchObject({ code: 100, data: null });
    expect(resEn.body.msg).toMatch(en);
    expect((await join(who.token, input, 'zh-cn')).body.msg).toMatch(zh);
    expect(await applicationsOf(who.id)).toHaveLength(before);
  }

  it('stores a pending application with both languages of the answers', async () => {
    const who = await signUp(ctx().app);
    const res = await join(who.token, application());
    expect(res.body).toMatchObject({
      code: 200,
      data: { group_id: circle.id, status: 'pending', created_at: '2026-03-02T02:00:00.000Z' },
    });
    const [row] = await applicationsOf(who.id);
    expect(JSON.parse(row!.answers)).toEqual([
      {
        question_zh: '你从哪里知道我们？',
        question_en: 'How did you find us?',
        answer_zh: '朋友',
        answer_en: 'A friend',
      },
      {
        question_zh: '介绍一下你自己',
        question_en: 'Tell us about yourself',
        answer_zh: 'I throw pots on weekends.',
        answer_en: 'I throw pots on weekends.',
      },
      {
        question_zh: '你喜欢哪些媒介？',
        question_en: 'Which media do you like?',
        answer_zh: '陶瓷、生成艺术',
        answer_en: 'Ceramics, Generative art',
      },
    ]);
    const info = await call(ctx().app, 'groupInfo', { id: circle.id }, { token: who.token });
    expect(info.body.data.me).toMatchObject({ state: 'pending' });
    const mine = await call(ctx().app, 'myGroupApplications', { lang: 'en' }, { token: who.token });
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({
        group: { id: circle.id, name: 'Ceramics Circle', cover: '/img/group.svg' },
        status: 'pending',
        reason: '',
        decided_at: null,
        cooldown_until: null,
      }),
    ]);
  });

  it('refuses without a token, and without the agreement', async () => {
    expect((await join(undefined, application())).body.code).not.toBe(200);
    const who = await signUp(ctx().app);
    await expectRefused(
      who,
      application({ agree: false }),
      'Please read the community convention and tick “I agree”',
      '请阅读并勾选同意社区公约',
    );
    await expectRefused(who, application({ agree: undefined }), /I agree/, /同意社区公约/);
  });

  it('refuses a missing required answer, naming the question', async () => {
    const who = await signUp(ctx().app);
    const [source, about] = circle.questions;
    await expectRefused(
      who,
      application({ answers: [{ question_id: source!.id, option_ids: [source!.options[0]] }] }),
      'Please answer “Tell us about yourself”',
      '请回答「介绍一下你自己」',
    );
    await expectRefused(
      who,
      application({
        answers: [
          { question_id: source!.id, option_ids: source!.options },
          { question_id: about!.id, text: 'hi' },
        ],
      }),
      /exactly one answer to “How did you find us\?”/,
      /你从哪里知道我们/,
    );
  });

  it('refuses an answer to another group’s question, and an option of another question', async () => {
    const who = await signUp(ctx().app);
    const other = await insertGroup(ctx().app, {
      name_zh: '别的社群',
      name_en: 'Another Group',
      questions: joinQuestions,
    });
    await expectRefused(
      who,
      application({
        answers: [...application().answers, { question_id: other.questions[1]!.id, text: 'hello' }],
      }),
      /a question this form does not ask/,
      /不属于这份问卷/,
    );
    const [source, about] = circle.questions;
    await expectRefused(
      who,
      application({
        answers: [
          { question_id: source!.id, option_ids: [other.questions[0]!.options[0]] },
          { question_id: about!.id, text: 'hi' },
        ],
      }),
      /not one of the choices of “How did you find us\?”/,
      /你从哪里知道我们/,
    );
  });

  it('refuses a closed or unknown group, and a stale convention version', async () => {
    const who = await signUp(ctx().app);
    await expectRefused(
      who,
      { group_id: closed.id, agree: true },
      'This group is not taking new members',
      '该社群暂不接受新成员',
    );
    await expectRefused(who, { group_id: 999_999, agree: true }, 'No such group', '社群不存在');
    await expectRefused(
      who,
      application({ convention_version: 2 }),
      /convention has just changed/,
      /公约刚刚更新/,
    );
  });

  it('refuses a second application while one is pending, and a member', async () => {
    const who = await signUp(ctx().app);
    expect((await join(who.token, application())).body.code).toBe(200);
    await expectRefused(
      who,
      application(),
      'Your application to this group is waiting for a decision',
      '您的入群申请正在审核中，请耐心等待',
    );
    await ctx()
      .app.db.transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('community_applications')
          .set({ status: 'approved', decided_at: clock.now() })
          .where('user_id', '=', who.id)
          .execute();
        await admitMember(trx, {
          groupId: circle.id,
          userId: who.id,
          version: 1,
          now: clock.now(),
        });
      });
    await expectRefused(
      who,
      application(),
      'You are already a member of this group',
      '您已是该社群成员',
    );
  });

  it('keeps one application of ten sent at once', async () => {
    const who = await signUp(ctx().app);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => join(who.token, application())),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.code !== 200)) {
      expect(r.body.msg).toBe('Your application to this group is waiting for a decision');
    }
    expect(await applicationsOf(who.id)).toHaveLength(1);
  });

  it('holds a refused applicant off for the cooldown, saying until when, then accepts', async () => {
    const who = await signUp(ctx().app);
    await join(who.token, application());
    await ctx()
      .app.db.updateTable('community_applications')
      .set({ status: 'refused', reason_key: 'not_a_fit', decided_at: clock.now() })
      .where('user_id', '=', who.id)
      .execute();
    // 2026-03-02 02:00 UTC + 7 days, in Shanghai.
    await expectRefused(
      who,
      application(),
      'After a refusal you can apply again from 2026-03-09 10:00',
      '申请未通过后需等待一段时间，2026-03-09 10:00 后可再次申请',
    );
    const info = await call(
      ctx().app,
      'groupInfo',
      { id: circle.id, lang: 'en' },
      { token: who.token },
    );
    expect(info.body.data.me).toMatchObject({
      state: 'none',
      cooldown_until: '2026-03-09T02:00:00.000Z',
      refusal_reason: 'Not a fit for this group’s theme',
    });
    const mine = await call(
      ctx().app,
      'myGroupApplications',
      { lang: 'zh-cn' },
      { token: who.token },
    );
    expect(mine.body.data.list[0]).toMatchObject({
      status: 'refused',
      reason: '与本社群的主题不太契合',
      cooldown_until: '2026-03-09T02:00:00.000Z',
    });

    // Seven days on (moved back rather than the clock forward, which would end the session).
    await ctx()
      .app.db.updateTable('community_applications')
      .set({ decided_at: clock.now() - 7 * DAY })
      .where('user_id', '=', who.id)
      .execute();
    expect((await join(who.token, application())).body.code).toBe(200);
  });

  it('follows the cooldown the settings give', async () => {
    const who = await signUp(ctx().app);
    await join(who.token, application());
    await ctx()
      .app.db.updateTable('community_applications')
      .set({ status: 'refused', reason: 'Please fill in more', decided_at: clock.now() - 2 * DAY })
      .where('user_id', '=', who.id)
      .execute();
    expect((await join(who.token, application())).body.msg).toMatch(/apply again from/);
    await ctx().app.services.settings.set('community', {
      cooldown_days: 1,
      posts_per_hour: 5,
      comments_per_hour: 30,
    });
    try {
      expect((await join(who.token, application())).body.code).toBe(200);
    } finally {
      await ctx().app.services.settings.set('community', {
        cooldown_days: 7,
        posts_per_hour: 5,
        comments_per_hour: 30,
      });
    }
  });

  it('admits an owner of the gate product at once, with a notice; others wait', async () => {
    const owner = await signUp(ctx().app);
    const buyer = await signUp(ctx().app);
    await insertCompletedOrder(ctx().app, owner.id, productId);
    // Paid, not yet received: not an owner yet.
    await insertCompletedOrder(ctx().app, buyer.id, productId, 'unreceived');

    const res = await join(owner.token, { group_id: gated.id, agree: true });
    expect(res.body.data).toMatchObject({ status: 'approved' });
    const info = await call(
      ctx().app,
      'groupInfo',
      { id: gated.id, lang: 'en' },
      { token: owner.token },
    );
    expect(info.body.data).toMatchObject({ member_count: 1, gated: true });
    expect(info.body.data.gate_product).toMatchObject({ id: productId, name: 'Moon Vase' });
    expect(info.body.data.me).toMatchObject({ state: 'member', accepted_version: 1 });
    const profile = await ctx()
      .app.db.selectFrom('users')
      .select('community_joined_at')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(Number(profile.community_joined_at)).toBe(clock.now());
    const notices = await call(
      ctx().app,
      'communityNotices',
      { lang: 'en' },
      { token: owner.token },
    );
    expect(notices.body.data).toMatchObject({ unread: 1, total: 1 });
    expect(notices.body.data.list[0]).toMatchObject({
      kind: 'application_approved',
      group: { id: gated.id, name: 'Moon Vase Owners' },
      text: 'Your application to join “Moon Vase Owners” was approved. Welcome!',
      read: false,
    });

    const waiting = await join(buyer.token, { group_id: gated.id, agree: true });
    expect(waiting.body.data).toMatchObject({ status: 'pending' });
  });

  it('admits an owner once however many applications arrive together', async () => {
    const owner = await signUp(ctx().app);
    await insertCompletedOrder(ctx().app, owner.id, productId);
    const before = await call(ctx().app, 'groupInfo', { id: gated.id });
    await Promise.all(
      Array.from({ length: 8 }, () => join(owner.token, { group_id: gated.id, agree: true })),
    );
    const after = await call(ctx().app, 'groupInfo', { id: gated.id });
    expect(after.body.data.member_count).toBe(before.body.data.member_count + 1);
    const notices = await call(ctx().app, 'communityUnread', {}, { token: owner.token });
    expect(notices.body.data).toEqual({ unread: 1 });
  });

  it('refuses a banned member, saying until when', async () => {
    const who = await signUp(ctx().app);
    await ctx()
      .app.db.transaction()
      .execute(async (trx) => {
        await admitMember(trx, {
          groupId: circle.id,
          userId: who.id,
          version: 1,
          now: clock.now(),
        });
      });
    await ctx()
      .app.db.updateTable('community_members')
      .set({ banned_until: Date.parse('2026-04-01T00:00:00+08:00'), banned_at: clock.now() })
      .where('user_id', '=', who.id)
      .execute();
    await expectRefused(
      who,
      application(),
      'You are banned from this group until 2026-04-01',
      '您已被禁止在本社群发言，2026-04-01 起恢复',
    );
    const info = await call(ctx().app, 'groupInfo', { id: circle.id }, { token: who.token });
    expect(info.body.data.me).toMatchObject({ state: 'banned', banned_until: expect.any(String) });
  });

  it('has a member accept a new convention, refusing an old version and a non-member', async () => {
    const who = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    const group = await insertGroup(ctx().app, { name_zh: '新公约', name_en: 'New Rules' });
    await ctx()
      .app.db.transaction()
      .execute(async (trx) => {
        await admitMember(trx, { groupId: group.id, userId: who.id, version: 1, now: clock.now() });
      });
    await ctx()
      .app.db.updateTable('community_groups')
      .set({ convention_version: 2 })
      .where('id', '=', group.id)
      .execute();
    const accept = (token: string, version: number, lang = 'en') =>
      call(
        ctx().app,
        'groupConventionAccept',
        { group_id: group.id, version, lang },
        { method: 'POST', token },
      );
    const before = await call(ctx().app, 'groupInfo', { id: group.id }, { token: who.token });
    expect(before.body.data.me).toMatchObject({ must_accept: true, accepted_version: 1 });

    expect((await accept(who.token, 1)).body.msg).toMatch(/Only the current version/);
    expect((await accept(who.token, 1, 'zh-cn')).body.msg).toMatch(/只能同意社群当前版本/);
    expect((await accept(other.token, 2)).body.msg).toBe('Join the group to take part');
    expect((await accept(who.token, 2)).body).toMatchObject({
      code: 200,
      data: { group_id: group.id, accepted_version: 2 },
    });
    const after = await call(ctx().app, 'myGroups', { lang: 'en' }, { token: who.token });
    expect(after.body.data.list).toEqual([
      expect.objectContaining({ id: group.id, name: 'New Rules', must_accept: false }),
    ]);
  });

  it('words notices in the reader’s language and marks them read, one or all', async () => {
    const who = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    const now = clock.now();
    await addNotice(ctx().app.db, {
      userId: who.id,
      kind: 'application_refused',
      groupId: circle.id,
      params: { reason_key: null, reason: 'Tell us more about your work' },
      now,
    });
    await addNotice(ctx().app.db, {
      userId: who.id,
      kind: 'post_hidden',
      groupId: circle.id,
      params: { post_id: 1, excerpt: '<script>alert(1)</script>' },
      now: now + 1,
    });
    await addNotice(ctx().app.db, {
      userId: who.id,
      kind: 'banned',
      groupId: circle.id,
      params: { until: Date.parse('2026-04-01T00:00:00+08:00'), reason: '' },
      now: now + 2,
    });
    const zh = await call(ctx().app, 'communityNotices', { lang: 'zh-cn' }, { token: who.token });
    expect(zh.body.data.unread).toBe(3);
    expect(zh.body.data.list.map((n: { text: string }) => n.text)).toEqual([
      '您已被禁止在「陶艺研习社」发言，2026-04-01 起恢复',
      '您在「陶艺研习社」的帖子「<script>alert(1)</script>」已被管理员隐藏',
      '您加入「陶艺研习社」的申请未通过：Tell us more about your work',
    ]);
    const en = await call(ctx().app, 'communityNotices', { lang: 'en' }, { token: who.token });
    expect(en.body.data.list[2].text).toBe(
      'Your application to join “Ceramics Circle” was refused: Tell us more about your work',
    );

    const firstId = en.body.data.list[0].id as number;
    // Someone else's notice is not theirs to mark.
    const foreign = await call(
      ctx().app,
      'communityNoticeRead',
      { ids: [firstId] },
      { method: 'POST', token: other.token },
    );
    expect(foreign.body.data).toEqual({ unread: 0 });
    const one = await call(
      ctx().app,
      'communityNoticeRead',
      { ids: [firstId] },
      { method: 'POST', token: who.token },
    );
    expect(one.body.data).toEqual({ unread: 2 });
    const all = await call(
      ctx().app,
      'communityNoticeRead',
      {},
      { method: 'POST', token: who.token },
    );
    expect(all.body.data).toEqual({ unread: 0 });
    expect((await call(ctx().app, 'communityUnread', {}, { token: who.token })).body.data).toEqual({
      unread: 0,
    });
    expect((await call(ctx().app, 'communityUnread', {})).body.code).not.toBe(200);
    const bad = await call(
      ctx().app,
      'communityNoticeRead',
      { ids: ['x'] },
      { method: 'POST', token: who.token },
    );
    expect(bad.body.code).toBe(100);
  });
});
