import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { signUp } from '../../test/accounts';
import { databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import { insertCategory, insertProduct } from '../../test/fixtures/catalog';
import { getInEnglish as get, ok, postInEnglish as post, refusal } from '../../test/fixtures/order';
import {
  groupForm,
  member,
  pendingApplication,
  report,
  visibleComment,
  visiblePost,
} from '../../test/fixtures/community-console';

interface Detail {
  id: number;
  convention_version: number;
  convention_zh: string;
  member_count: number;
  missing_english: string[];
  gate_product: { id: number; name: string } | null;
  questions: Array<{
    id: number;
    kind: string;
    title_zh: string;
    options: Array<{ id: number; label_zh: string }>;
  }>;
  images: Array<{ id: number; url: string }>;
}

describe.each(databases)('the community console on %s', (kind) => {
  const clock = testClock(Date.parse('2030-06-01T02:00:00Z'));
  const ctx = useTestApp(kind, {}, { demo: true, clock });

  const trail = (app: FastifyInstance, target: string) =>
    app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', target as 'group')
      .orderBy('id')
      .execute();
  const notices = (app: FastifyInstance, userId: number) =>
    app.db
      .selectFrom('community_notices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const newGroup = async (app: FastifyInstance, token: string, change = {}) =>
    ok<Detail>(post(app, 'communityGroupSave', { ...groupForm, ...change }, token));

  it('refuses customers and editors, and visitors without a session', async () => {
    const { app } = ctx();
    const customer = await signUp(app, 'cus');
    const editor = await staffMember(app, 'editor');
    for (const token of [customer.token, editor.token]) {
      const { body } = await get(app, 'communityGroupList', {}, token);
      expect(body.code).not.toBe(200);
      const save = await post(app, 'communityGroupSave', groupForm, token);
      expect(save.body.code).not.toBe(200);
    }
    const { body } = await get(app, 'communityApplicationList', {});
    expect(body.code).toBe(401);
  });

  it('creates a group in both languages with questions and images, version 1, audited', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const group = await newGroup(app, operator.token, { name_en: '' });
    expect(group.convention_version).toBe(1);
    expect(group.missing_english).toEqual(['name']);
    expect(group.questions.map((q) => [q.kind, q.options.length])).toEqual([
      ['single', 2],
      ['text', 0],
    ]);
    expect(group.images.map((i) => i.url)).toEqual(['/uploads/one.png']);
    const conventions = await app.db
      .selectFrom('community_conventions')
      .selectAll()
      .where('group_id', '=', group.id)
      .execute();
    expect(conventions.map((c) => c.version)).toEqual([1]);
    const [row] = (await trail(app, 'group')).filter((r) => r.target_id === String(group.id));
    expect(row).toMatchObject({ action: 'communityGroupSave', actor_id: operator.id });
    expect(JSON.parse(row?.changes ?? '{}').before).toBeNull();

    const list = await ok<{ list: Array<{ id: number; pending_count: number }>; total: number }>(
      get(app, 'communityGroupList', { keyword: '漆艺' }, operator.token),
    );
    expect(list.list.map((g) => g.id)).toContain(group.id);
    const none = await ok<{ total: number }>(
      get(app, 'communityGroupList', { keyword: 'no such 100%' }, operator.token),
    );
    expect(none.total).toBe(0);
  });

  it('a changed convention is a new version its members are told of; questions keep their ids', async () => {
    const { app } = ctx();
    const admin = await staffMember(app, 'admin');
    const group = await newGroup(app, admin.token);
    const customer = await signUp(app, 'mem');
    await member(app, group.id, customer.id);
    const [single, text] = group.questions;
    if (!single || !text) throw new Error('questions missing');

    // The same convention: the version stays.
    const same = await ok<Detail>(
      post(
        app,
        'communityGroupSave',
        { ...groupForm, id: group.id, name_zh: '漆艺社', questions: group.questions },
        admin.token,
      ),
    );
    expect(same.convention_version).toBe(1);
    expect(same.questions.map((q) => q.id)).toEqual([single.id, text.id]);

    clock.advance(60_000);
    const edited = await ok<Detail>(
      post(
        app,
        'communityGroupSave',
        {
          ...groupForm,
          id: group.id,
          convention_zh: '友善交流，不发广告，注明出处。',
          questions: [
            {
              ...groupForm.questions[0],
              id: single.id,
              title_zh: '做漆几年？',
              options: [
                { id: single.options[1]?.id, label_zh: '三年以上', label_en: '' },
                { label_zh: '十年以上', label_en: '' },
              ],
            },
          ],
          images: [],
        },
        admin.token,
      ),
    );
    expect(edited.convention_version).toBe(2);
    expect(edited.questions).toHaveLength(1);
    expect(edited.questions[0]?.id).toBe(single.id);
    expect(edited.questions[0]?.title_zh).toBe('做漆几年？');
    expect(edited.questions[0]?.options.map((o) => o.label_zh)).toEqual(['三年以上', '十年以上']);
    expect(edited.questions[0]?.options[0]?.id).toBe(single.options[1]?.id);
    expect(edited.images).toEqual([]);
    const gone = await app.db
      .selectFrom('questionnaire_questions')
      .select('id')
      .where('id', '=', text.id)
      .execute();
    expect(gone).toEqual([]);
    expect((await notices(app, customer.id)).map((n) => [n.kind, JSON.parse(n.params)])).toEqual([
      ['convention_changed', { version: 2 }],
    ]);
    const info = await ok<Detail>(get(app, 'communityGroupInfo', { id: group.id }, admin.token));
    expect(info.convention_zh).toBe('友善交流，不发广告，注明出处。');
  });

  it('refuses a choice question without two options, an unknown gate product or question, keeping the group as it was', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const group = await newGroup(app, operator.token);
    const before = (await trail(app, 'group')).length;
    const oneOption = [
      { ...groupForm.questions[0], options: [{ label_zh: '是', label_en: 'Yes' }] },
    ];
    expect(
      await refusal(
        post(app, 'communityGroupSave', { ...groupForm, questions: oneOption }, operator.token),
      ),
    ).toBe('Question 1 is a choice question and needs at least two options');
    expect(
      await refusal(
        post(
          app,
          'communityGroupSave',
          { ...groupForm, questions: oneOption, lang: 'zh-cn' },
          operator.token,
        ),
      ),
    ).toBe('第 1 个问题是选择题，至少需要两个选项');
    expect(
      await refusal(
        post(
          app,
          'communityGroupSave',
          { ...groupForm, id: group.id, gate_product_id: 999999 },
          operator.token,
        ),
      ),
    ).toBe('The product chosen for the ownership gate does not exist');
    expect(
      await refusal(
        post(
          app,
          'communityGroupSave',
          {
            ...groupForm,
            id: group.id,
            convention_zh: '新',
            questions: [{ ...groupForm.questions[1], id: 999999 }],
          },
          operator.token,
        ),
      ),
    ).toBe('A question or option no longer exists: reload the group and try again');
    expect(
      await refusal(post(app, 'communityGroupSave', { ...groupForm, id: 999999 }, operator.token)),
    ).toBe('No such group');
    expect(
      await refusal(
        post(app, 'communityGroupSave', { ...groupForm, name_zh: ' ' }, operator.token),
      ),
    ).toContain('Name (Chinese)');
    const info = await ok<Detail>(get(app, 'communityGroupInfo', { id: group.id }, operator.token));
    expect(info.convention_version).toBe(1);
    expect(info.questions).toHaveLength(2);
    expect((await trail(app, 'group')).length).toBe(before);
  });

  it('gates a group on a product that exists', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const category = await insertCategory(app, 'art', 'Lacquer');
    const product = await insertProduct(app, { category_id: category, name_en: 'Bowl' });
    const group = await newGroup(app, operator.token, { gate_product_id: product });
    expect(group.gate_product).toEqual({ id: product, name: 'Bowl（中）' });
  });

  it('approves and refuses applications with notices; the applicant becomes a member once', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const group = await newGroup(app, operator.token);
    const [ann, bob, cyd] = await Promise.all([
      signUp(app, 'ann'),
      signUp(app, 'bob'),
      signUp(app, 'cyd'),
    ]);
    if (!ann || !bob || !cyd) throw new Error('no customers');
    const a = await pendingApplication(app, group.id, ann.id);
    const b = await pendingApplication(app, group.id, bob.id);
    const c = await pendingApplication(app, group.id, cyd.id);

    const inbox = await ok<{
      list: Array<{ id: number; applicant: { mobile: string }; answers: unknown[] }>;
      total: number;
    }>(get(app, 'communityApplicationList', { group_id: group.id, lang: 'en' }, operator.token));
    expect(inbox.list.map((r) => r.id)).toEqual([a, b, c]);
    expect(inbox.list[0]?.applicant.mobile).toBe(
      `${ann.mobile.slice(0, 3)}****${ann.mobile.slice(-4)}`,
    );
    expect(inbox.list[0]?.answers).toEqual([{ question: 'Why join?', answer: '喜欢' }]);

    expect(
      await refusal(
        post(app, 'communityApplicationDecide', { ids: [b], decision: 'refuse' }, operator.token),
      ),
    ).toBe('Choose a reason or write one to refuse an application');

    expect(
      await refusal(
        post(
          app,
          'communityApplicationDecide',
          { ids: Array.from({ length: 101 }, (_, n) => n + 1), decision: 'approve' },
          operator.token,
        ),
      ),
    ).toBe('Choose 1 to 100 records');
    expect(
      await refusal(get(app, 'communityMemberList', { group_id: 999999 }, operator.token)),
    ).toBe('No such group');
    const approved = await ok(
      post(app, 'communityApplicationDecide', { ids: [a, b], decision: 'approve' }, operator.token),
    );
    expect(approved).toEqual({ decided: 2, skipped: 0 });
    const refused = await ok(
      post(
        app,
        'communityApplicationDecide',
        { ids: [a, c], decision: 'refuse', reason_key: 'not_a_fit' },
        operator.token,
      ),
    );
    expect(refused).toEqual({ decided: 1, skipped: 1 });

    const info = await ok<Detail>(get(app, 'communityGroupInfo', { id: group.id }, operator.token));
    expect(info.member_count).toBe(2);
    const joined = await app.db
      .selectFrom('users')
      .select('community_joined_at')
      .where('id', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect(Number(joined.community_joined_at)).toBe(clock.now());
    expect((await notices(app, ann.id)).map((n) => n.kind)).toEqual(['application_approved']);
    const [refusedNotice] = await notices(app, cyd.id);
    expect(refusedNotice?.kind).toBe('application_refused');
    expect(JSON.parse(refusedNotice?.params ?? '{}')).toEqual({
      reason_key: 'not_a_fit',
      reason: '',
    });

    const refusedList = await ok<{
      list: Array<{ id: number; reason: string; decided_by: string }>;
    }>(
      get(
        app,
        'communityApplicationList',
        { status: 'refused', group_id: group.id, lang: 'en' },
        operator.token,
      ),
    );
    expect(refusedList.list).toMatchObject([
      { id: c, reason: 'Not a fit for this group', decided_by: operator.username },
    ]);
    const audited = (await trail(app, 'group_application')).filter((r) =>
      [a, b, c].map(String).includes(r.target_id),
    );
    expect(audited.map((r) => r.target_id)).toEqual([a, b, c].map(String));
  });

  it('two staff deciding the same applications at once admit each applicant once', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const admin = await staffMember(app, 'admin');
    const group = await newGroup(app, operator.token);
    const people = await Promise.all([1, 2, 3, 4, 5].map((n) => signUp(app, `p${n}`)));
    const ids = await Promise.all(people.map((p) => pendingApplication(app, group.id, p.id)));
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        ok<{ decided: number; skipped: number }>(
          post(
            app,
            'communityApplicationDecide',
            n % 2 === 0
              ? { ids, decision: 'approve' }
              : { ids: [...ids].reverse(), decision: 'refuse', reason: 'Full' },
            n % 3 === 0 ? admin.token : operator.token,
          ),
        ),
      ),
    );
    expect(results.reduce((sum, r) => sum + r.decided, 0)).toBe(5);
    expect(results.every((r) => r.decided + r.skipped === 5)).toBe(true);
    const approved = await app.db
      .selectFrom('community_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_id', '=', group.id)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    const info = await ok<Detail>(get(app, 'communityGroupInfo', { id: group.id }, operator.token));
    expect(info.member_count).toBe(Number(approved.n));
    const noticeCount = await app.db
      .selectFrom('community_notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(Number(noticeCount.n)).toBe(5);
  });

  it('hides a reported post once, closing every report of it, and tells its author', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const group = await newGroup(app, operator.token);
    const [author, r1, r2] = await Promise.all([
      signUp(app, 'aut'),
      signUp(app, 'r1'),
      signUp(app, 'r2'),
    ]);
    if (!author || !r1 || !r2) throw new Error('no customers');
    for (const person of [author, r1, r2]) await member(app, group.id, person.id);
    const text = '<script>alert(1)</script><img src=x onerror=alert(2)> buy now';
    const postId = await visiblePost(app, group.id, author.id, text, ['/uploads/p.png']);
    const first = await report(app, { groupId: group.id, postId, reporterId: r1.id });
    const second = await report(app, { groupId: group.id, postId, reporterId: r2.id });

    const queue = await ok<{
      list: Array<{
        id: number;
        reports_of_same: number;
        post: { text: string; images: string[] };
      }>;
    }>(get(app, 'communityReportList', { group_id: group.id }, operator.token));
    expect(queue.list.map((r) => r.id)).toEqual([first, second]);
    expect(queue.list[0]).toMatchObject({
      reports_of_same: 2,
      post: { text, images: ['/uploads/p.png'] },
    });

    const decisions = await Promise.all([
      ok(post(app, 'communityReportDecide', { ids: [first], decision: 'hide' }, operator.token)),
      ok(post(app, 'communityReportDecide', { ids: [second], decision: 'hide' }, operator.token)),
    ]);
    expect(decisions).toContainEqual({ decided: 1, skipped: 0 });
    const saved = await app.db
      .selectFrom('community_posts')
      .select('status')
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(saved.status).toBe('hidden');
    const groupRow = await app.db
      .selectFrom('community_groups')
      .select(['post_count', 'last_post_at'])
      .where('id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(groupRow).toEqual({ post_count: 0, last_post_at: null });
    expect((await notices(app, author.id)).map((n) => n.kind)).toEqual(['post_hidden']);
    const open = await ok<{ total: number }>(
      get(app, 'communityReportList', { group_id: group.id }, operator.token),
    );
    expect(open.total).toBe(0);

    // Deleting after hiding takes the hidden post; the count does not move twice.
    const third = await report(app, { groupId: group.id, postId, reporterId: author.id });
    await ok(
      post(app, 'communityReportDecide', { ids: [third], decision: 'delete' }, operator.token),
    );
    const after = await app.db
      .selectFrom('community_groups')
      .select('post_count')
      .where('id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(after.post_count).toBe(0);
    expect((await notices(app, author.id)).map((n) => n.kind)).toEqual([
      'post_hidden',
      'post_deleted',
    ]);
  });

  it('deletes a reported comment, keeping the post’s count right; dismissing touches nothing', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const group = await newGroup(app, operator.token);
    const [author, other] = await Promise.all([signUp(app, 'aut'), signUp(app, 'oth')]);
    if (!author || !other) throw new Error('no customers');
    const postId = await visiblePost(app, group.id, author.id, 'A bowl');
    const commentId = await visibleComment(app, postId, other.id, 'rude words');
    const onComment = await report(app, {
      groupId: group.id,
      postId,
      commentId,
      reporterId: author.id,
    });
    const onPost = await report(app, { groupId: group.id, postId, reporterId: other.id });

    expect(
      await ok(
        post(
          app,
          'communityReportDecide',
          { ids: [onComment], decision: 'delete' },
          operator.token,
        ),
      ),
    ).toEqual({ decided: 1, skipped: 0 });
    const saved = await app.db
      .selectFrom('community_posts')
      .select(['status', 'comment_count'])
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ status: 'visible', comment_count: 0 });
    expect((await notices(app, other.id)).map((n) => n.kind)).toEqual(['comment_deleted']);

    expect(
      await ok(
        post(
          app,
          'communityReportDecide',
          { ids: [onPost, onComment], decision: 'dismiss' },
          operator.token,
        ),
      ),
    ).toEqual({ decided: 1, skipped: 1 });
    const still = await app.db
      .selectFrom('community_posts')
      .select('status')
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('visible');
    const rows = await trail(app, 'group_report');
    expect(rows.map((r) => r.target_id)).toEqual(
      expect.arrayContaining([String(onComment), String(onPost)]),
    );
  });

  it('bans a member until a day, lists and ends the ban; refuses non-members and past days', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const group = await newGroup(app, operator.token);
    const [someone, outsider] = await Promise.all([signUp(app, 'ban'), signUp(app, 'out')]);
    if (!someone || !outsider) throw new Error('no customers');
    await member(app, group.id, someone.id);

    const ban = { group_id: group.id, user_id: someone.id, until: '2030-06-10', reason: 'Spam' };
    expect(
      await refusal(post(app, 'communityBan', { ...ban, user_id: outsider.id }, operator.token)),
    ).toBe('This customer is not a member of the group');
    expect(
      await refusal(post(app, 'communityBan', { ...ban, until: '2030-06-01' }, operator.token)),
    ).toBe('The ban must end on a day after today');
    expect(
      await refusal(
        post(app, 'communityUnban', { group_id: group.id, user_id: someone.id }, operator.token),
      ),
    ).toBe('This member is not banned');

    const banned = await ok<{ until: string; member: { user_id: number } }>(
      post(app, 'communityBan', ban, operator.token),
    );
    // The start of 10 June in the shop's zone (Asia/Shanghai).
    expect(banned.until).toBe('2030-06-09T16:00:00.000Z');
    expect((await notices(app, someone.id)).map((n) => n.kind)).toEqual(['banned']);
    const bans = await ok<{ list: Array<{ member: { user_id: number }; reason: string }> }>(
      get(app, 'communityBanList', { group_id: group.id }, operator.token),
    );
    expect(bans.list).toMatchObject([{ member: { user_id: someone.id }, reason: 'Spam' }]);
    const members = await ok<{ list: Array<{ user_id: number; banned_until: string | null }> }>(
      get(app, 'communityMemberList', { group_id: group.id }, operator.token),
    );
    expect(members.list).toMatchObject([{ user_id: someone.id, banned_until: banned.until }]);

    await ok(
      post(app, 'communityUnban', { group_id: group.id, user_id: someone.id }, operator.token),
    );
    const after = await ok<{ total: number }>(
      get(app, 'communityBanList', { group_id: group.id }, operator.token),
    );
    expect(after.total).toBe(0);
    const audited = (await trail(app, 'group_member')).filter(
      (r) => r.target_id === `${group.id}:${someone.id}`,
    );
    expect(audited.map((r) => r.action)).toEqual(['communityBan', 'communityUnban']);
  });

  it('saves the settings through the audit trail', async () => {
    const { app } = ctx();
    const admin = await staffMember(app, 'admin');
    expect(await ok(get(app, 'communitySettingsInfo', {}, admin.token))).toEqual({
      cooldown_days: 7,
      posts_per_hour: 5,
      comments_per_hour: 30,
    });
    const values = { cooldown_days: 3, posts_per_hour: 10, comments_per_hour: 40 };
    expect(await ok(post(app, 'communitySettingsSave', values, admin.token))).toEqual(values);
    expect(await ok(get(app, 'communitySettingsInfo', {}, admin.token))).toEqual(values);
    expect(
      await refusal(
        post(app, 'communitySettingsSave', { ...values, posts_per_hour: 0 }, admin.token),
      ),
    ).toBe('Posts per hour must be a whole number from 1 to 1000');
    const [row] = await trail(app, 'community_settings');
    expect(JSON.parse(row?.changes ?? '{}')).toMatchObject({
      before: { cooldown_days: 7 },
      after: { cooldown_days: 3 },
    });
  });
});
