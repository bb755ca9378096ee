import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClock } from '../../lib/clock';
import { signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import { admit, makeGroup } from '../../test/fixtures/post';

/** 10:00 in Shanghai, Wednesday 15 May 2030. */
const START = Date.parse('2030-05-15T02:00:00Z');

interface Listed {
  id: number;
  text: string;
  like_count: number;
  comment_count: number;
  author: { nickname: string; avatar: string };
}

// A visitor's read of a group's posts is answered from memory (the budget of a busy group);
// every write that changes what it shows forgets it before the writer hears back.
describe.each(databases)('a visitor’s cached post list on %s', (kind) => {
  const clock = testClock(START);
  const ctx = useTestApp(kind, {}, { clock, demo: true });
  const post = (action: string, input: Record<string, unknown>, token: string) =>
    call(ctx().app, action, { lang: 'en', ...input }, { method: 'POST', token });
  const visitorReads = async (groupId: number) => {
    const { body } = await call(ctx().app, 'groupContent', {
      group_id: groupId,
      page: 1,
      limit: 10,
      lang: 'en',
    });
    expect(body.code).toBe(200);
    return body.data as { total: number; list: Listed[] };
  };

  async function groupWithTwoMembers() {
    const app = ctx().app;
    const groupId = await makeGroup(app, clock.now());
    const author = await signUp(app, 'vc');
    const reader = await signUp(app, 'vr');
    await admit(app, groupId, author.id, clock.now());
    await admit(app, groupId, reader.id, clock.now());
    return { groupId, author, reader };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each member’s write at once: a post, a like, a comment, its deletion', async () => {
    const { groupId, author, reader } = await groupWithTwoMembers();
    expect((await visitorReads(groupId)).total).toBe(0);

    const made = await post(
      'groupPostCreate',
      { group_id: groupId, text: 'Kiln day' },
      author.token,
    );
    expect(made.body).toMatchObject({ code: 200 });
    const id = made.body.data.id as number;
    expect(await visitorReads(groupId)).toMatchObject({ total: 1, list: [{ id, like_count: 0 }] });

    await post('groupPostLike', { id, liked: true }, reader.token);
    expect((await visitorReads(groupId)).list[0]).toMatchObject({ like_count: 1 });

    const comment = await post('groupCommentCreate', { post_id: id, text: 'Lovely' }, reader.token);
    expect((await visitorReads(groupId)).list[0]).toMatchObject({ comment_count: 1 });
    await post('groupCommentDelete', { id: comment.body.data.id }, reader.token);
    expect((await visitorReads(groupId)).list[0]).toMatchObject({ comment_count: 0 });

    await post('groupPostDelete', { id }, author.token);
    expect(await visitorReads(groupId)).toMatchObject({ total: 0, list: [] });
  });

  it('drops a post an operator hides from the next visitor’s read', async () => {
    const app = ctx().app;
    const { groupId, author, reader } = await groupWithTwoMembers();
    const made = await post('groupPostCreate', { group_id: groupId, text: 'Spam' }, author.token);
    const id = made.body.data.id as number;
    const report = await post(
      'groupReport',
      { post_id: id, reason: 'spam', note: '' },
      reader.token,
    );
    expect((await visitorReads(groupId)).list.map((p) => p.id)).toEqual([id]);

    const operator = await staffMember(app, 'operator');
    const decided = await call(
      app,
      'communityReportDecide',
      { ids: [report.body.data.id], decision: 'hide', lang: 'en' },
      { method: 'POST', token: operator.token },
    );
    expect(decided.body.code).toBe(200);
    expect(await visitorReads(groupId)).toMatchObject({ total: 0, list: [] });
  });

  it('gives each signed-in reader their own likes and posts on the shared page', async () => {
    const { groupId, author, reader } = await groupWithTwoMembers();
    const made = await post(
      'groupPostCreate',
      { group_id: groupId, text: 'Ash glaze' },
      author.token,
    );
    await post('groupPostLike', { id: made.body.data.id, liked: true }, reader.token);
    const as = async (token?: string) => {
      const { body } = await call(
        ctx().app,
        'groupContent',
        { group_id: groupId, page: 1, limit: 10, lang: 'en' },
        { token },
      );
      return body.data.list[0] as { liked: boolean; mine: boolean; like_count: number };
    };
    expect(await as(reader.token)).toMatchObject({ liked: true, mine: false, like_count: 1 });
    expect(await as(author.token)).toMatchObject({ liked: false, mine: true, like_count: 1 });
    expect(await as()).toMatchObject({ liked: false, mine: false, like_count: 1 });
    expect(await as(reader.token)).toMatchObject({ liked: true, mine: false });
  });

  it('shows a new nickname at once when the member changes it', async () => {
    const { groupId, author } = await groupWithTwoMembers();
    await post('groupPostCreate', { group_id: groupId, text: 'Celadon' }, author.token);
    expect((await visitorReads(groupId)).list[0]?.author.nickname).not.toBe('Kiln keeper');
    const changed = await post('userInfoUpdate', { nickname: 'Kiln keeper' }, author.token);
    expect(changed.body.code).toBe(200);
    expect((await visitorReads(groupId)).list[0]?.author.nickname).toBe('Kiln keeper');
  });

  it('shows a new picture at once when the member changes it', async () => {
    const { groupId, author } = await groupWithTwoMembers();
    await post('groupPostCreate', { group_id: groupId, text: 'Tenmoku' }, author.token);
    const before = (await visitorReads(groupId)).list[0]?.author.avatar;
    const form = new FormData();
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: { r: 90, g: 60, b: 30 } },
    })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)]), 'me.png');
    const uploaded = await ctx().app.inject({
      method: 'POST',
      url: '/api/index/upload?lang=en',
      payload: form,
      headers: { authorization: `Bearer ${author.token}` },
    });
    const changed = await post('avatarUpdate', { avatar: uploaded.json().data.url }, author.token);
    expect(changed.body.code).toBe(200);
    const after = (await visitorReads(groupId)).list[0]?.author.avatar;
    expect(after).not.toBe(before);
    expect(after).toBe(changed.body.data.avatar);
  });

  it('keeps a page until a write, or 30 seconds for a change made elsewhere (a renamed account)', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const app = ctx().app;
    const { groupId, author, reader } = await groupWithTwoMembers();
    await post('groupPostCreate', { group_id: groupId, text: 'Glaze test' }, author.token);
    const before = (await visitorReads(groupId)).list[0]?.author.nickname;
    const memberSees = async () => {
      const { body } = await call(
        app,
        'groupContent',
        { group_id: groupId, page: 1, limit: 10, lang: 'en' },
        { token: reader.token },
      );
      return body.data.list[0].author.nickname as string;
    };
    expect(await memberSees()).toBe(before);
    // A change no community write announces (a name written straight to the database).
    await app.db
      .updateTable('users')
      .set({ nickname: 'Renamed potter' })
      .where('id', '=', author.id)
      .execute();

    vi.advanceTimersByTime(29_000);
    expect((await visitorReads(groupId)).list[0]?.author.nickname).toBe(before);
    expect(await memberSees()).toBe(before);

    vi.advanceTimersByTime(2_000);
    expect((await visitorReads(groupId)).list[0]?.author.nickname).toBe('Renamed potter');
    expect(await memberSees()).toBe('Renamed potter');
  });
});
