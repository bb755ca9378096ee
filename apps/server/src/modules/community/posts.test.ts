import { COMMUNITY_DEFAULTS } from '@atelier/contract/community-codes';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { call, databases } from '../../test/build-test-app';
import { admit, communityApp, makeGroup, uploaded } from '../../test/fixtures/post';

const HOUR = 3_600_000;

describe.each(databases)('members’ posts on %s', (kind) => {
  const { clock, ctx, get, post } = communityApp(kind);

  /** A group with a fresh member in it. */
  async function groupWithMember(prefix = 'pm') {
    const app = ctx().app;
    const groupId = await makeGroup(app, clock.now());
    const member = await signUp(app, prefix);
    await admit(app, groupId, member.id, clock.now());
    return { groupId, member };
  }
  const groupRow = (id: number) =>
    ctx()
      .app.db.selectFrom('community_groups')
      .select(['post_count', 'last_post_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('groupPostCreate', () => {
    it('posts text with the member’s own images; the group counts it and lists it first', async () => {
      const { groupId, member } = await groupWithMember();
      const images = [
        await uploaded(ctx().app, member.id, clock.now()),
        await uploaded(ctx().app, member.id, clock.now()),
      ];
      const made = await post(
        'groupPostCreate',
        { group_id: groupId, text: 'First firing of the season', images },
        member.token,
      );
      expect(made.body).toMatchObject({ code: 200 });
      expect(made.body.data).toMatchObject({
        group_id: groupId,
        author: { user_id: member.id },
        text: 'First firing of the season',
        images,
        like_count: 0,
        comment_count: 0,
        liked: false,
        mine: true,
        created_at: new Date(clock.now()).toISOString(),
      });
      expect(await groupRow(groupId)).toMatchObject({ post_count: 1 });
      expect(Number((await groupRow(groupId)).last_post_at)).toBe(clock.now());

      const visitor = await get('groupContent', { group_id: groupId });
      expect(visitor.body.data).toMatchObject({ total: 1, page: 1 });
      expect(visitor.body.data.list).toEqual([{ ...made.body.data, mine: false }]);
    });

    it('keeps HTML and script as the plain text they are', async () => {
      const { groupId, member } = await groupWithMember();
      const text = '<script>alert(1)</script><img src=x onerror="alert(2)"> see https://a.example';
      const made = await post('groupPostCreate', { group_id: groupId, text }, member.token);
      expect(made.body.data.text).toBe(text);
      const { body } = await get('groupContent', { group_id: groupId });
      expect(body.data.list[0].text).toBe(text);
    });

    it('refuses a visitor, a non-member, a banned member and one who must accept the new convention', async () => {
      const app = ctx().app;
      const { groupId } = await groupWithMember();
      const input = { group_id: groupId, text: 'hello' };
      expect((await post('groupPostCreate', input)).body.code).toBe(401);

      const stranger = await signUp(app, 'ps');
      expect((await post('groupPostCreate', input, stranger.token)).body).toMatchObject({
        code: 100,
        msg: 'Join the group to take part',
      });

      const banned = await signUp(app, 'pb');
      await admit(app, groupId, banned.id, clock.now());
      await app.db
        .updateTable('community_members')
        .set({ banned_until: Date.parse('2030-05-20T16:00:00Z'), banned_at: clock.now() })
        .where('user_id', '=', banned.id)
        .execute();
      expect((await post('groupPostCreate', input, banned.token)).body.msg).toBe(
        'You are banned from taking part in this group until 2030-05-21',
      );

      const behind = await signUp(app, 'pv');
      await admit(app, groupId, behind.id, clock.now());
      await app.db
        .updateTable('community_groups')
        .set({ convention_version: 2 })
        .where('id', '=', groupId)
        .execute();
      expect((await post('groupPostCreate', input, behind.token)).body.msg).toMatch(
        /convention has changed/,
      );
      expect(await groupRow(groupId)).toMatchObject({ post_count: 0 });
    });

    it('refuses an unknown group, empty text, ten images, and images that are not the poster’s', async () => {
      const app = ctx().app;
      const { groupId, member } = await groupWithMember();
      const other = await signUp(app, 'po');
      expect(
        (await post('groupPostCreate', { group_id: 999_999, text: 'x' }, member.token)).body.msg,
      ).toBe('No such group');
      expect(
        (await post('groupPostCreate', { group_id: groupId, text: '   ' }, member.token)).body.msg,
      ).toBe('A post is 1 to 2000 characters');
      const ten = await Promise.all(
        Array.from({ length: 10 }, () => uploaded(app, member.id, clock.now())),
      );
      expect(
        (await post('groupPostCreate', { group_id: groupId, text: 'x', images: ten }, member.token))
          .body.msg,
      ).toBe('A post can have at most 9 images');
      const theirs = await uploaded(app, other.id, clock.now());
      for (const images of [[theirs], ['/uploads/nowhere.png'], [ten[0], theirs]]) {
        const { body } = await post(
          'groupPostCreate',
          { group_id: groupId, text: 'x', images },
          member.token,
        );
        expect(body.msg).toBe('Post images must be ones you uploaded: please upload them again');
      }
      expect(await groupRow(groupId)).toMatchObject({ post_count: 0 });
    });

    it('allows so many posts an hour, says when the next one may be made, and holds under a burst', async () => {
      const app = ctx().app;
      const { groupId, member } = await groupWithMember();
      await app.services.settings.set('community', {
        cooldown_days: 7,
        posts_per_hour: 3,
        comments_per_hour: 30,
      });
      try {
        const burst = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            post('groupPostCreate', { group_id: groupId, text: `burst ${i}` }, member.token),
          ),
        );
        expect(burst.filter((r) => r.body.code === 200)).toHaveLength(3);
        const refused = burst.filter((r) => r.body.code === 100);
        expect(refused).toHaveLength(5);
        // 10:00 in Shanghai plus an hour.
        expect(refused[0]?.body.msg).toBe(
          'You can post 3 times an hour: you can post again after 2030-05-15 11:00',
        );
        expect(await groupRow(groupId)).toMatchObject({ post_count: 3 });

        // Deleting does not buy another post; the hour passing does.
        const first = burst.find((r) => r.body.code === 200)?.body.data.id;
        await post('groupPostDelete', { id: first }, member.token);
        expect(
          (await post('groupPostCreate', { group_id: groupId, text: 'again' }, member.token)).body
            .code,
        ).toBe(100);
        clock.advance(HOUR + 1);
        expect(
          (await post('groupPostCreate', { group_id: groupId, text: 'again' }, member.token)).body
            .code,
        ).toBe(200);
      } finally {
        await app.services.settings.set('community', { ...COMMUNITY_DEFAULTS });
      }
    });
  });

  describe('groupContent', () => {
    it('pages newest first; hidden and deleted posts are not listed', async () => {
      const app = ctx().app;
      const { groupId, member } = await groupWithMember();
      const ids: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        clock.advance(HOUR);
        const { body } = await post(
          'groupPostCreate',
          { group_id: groupId, text: `post ${i}` },
          member.token,
        );
        ids.push(body.data.id);
      }
      const page1 = await get('groupContent', { group_id: groupId, page: 1, limit: 3 });
      expect(page1.body.data.total).toBe(4);
      expect(page1.body.data.list.map((p: { id: number }) => p.id)).toEqual(
        [...ids].reverse().slice(0, 3),
      );
      const page2 = await get('groupContent', { group_id: groupId, page: 2, limit: 3 });
      expect(page2.body.data.list.map((p: { id: number }) => p.id)).toEqual([ids[0]]);
      // "Load more" continues after the last post shown, whatever was posted meanwhile.
      const more = await get('groupContent', { group_id: groupId, before: ids[2], limit: 3 });
      expect(more.body.data).toMatchObject({ total: 4 });
      expect(more.body.data.list.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[0]]);

      await app.db
        .updateTable('community_posts')
        .set({ status: 'hidden' })
        .where('id', '=', ids[1] ?? 0)
        .execute();
      await post('groupPostDelete', { id: ids[3] }, member.token);
      const after = await get('groupContent', { group_id: groupId });
      expect(after.body.data.list.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[0]]);
    });

    it('refuses an unknown group and a bad page', async () => {
      expect((await get('groupContent', { group_id: 999_999 })).body.msg).toBe('No such group');
      expect((await get('groupContent', { group_id: 'x' })).body.code).toBe(100);
      expect((await get('groupContent', { group_id: 1, limit: 500 })).body.msg).toBe(
        'The page size must be a whole number from 1 to 100',
      );
    });
  });

  describe('groupPostDelete', () => {
    it('deletes the author’s own post: the count and newest time follow, a second delete is refused', async () => {
      const { groupId, member } = await groupWithMember();
      const older = await post('groupPostCreate', { group_id: groupId, text: 'a' }, member.token);
      const olderAt = clock.now();
      clock.advance(60_000);
      const newer = await post('groupPostCreate', { group_id: groupId, text: 'b' }, member.token);
      expect(
        (await post('groupPostDelete', { id: newer.body.data.id }, member.token)).body,
      ).toMatchObject({ code: 200 });
      expect(await groupRow(groupId)).toMatchObject({ post_count: 1 });
      expect(Number((await groupRow(groupId)).last_post_at)).toBe(olderAt);
      expect(
        (await post('groupPostDelete', { id: newer.body.data.id }, member.token)).body.msg,
      ).toBe('This post does not exist or has been deleted');
      expect(older.body.code).toBe(200);
    });

    it('refuses someone else’s post, a visitor and an unknown id', async () => {
      const app = ctx().app;
      const { groupId, member } = await groupWithMember();
      const other = await signUp(app, 'pd');
      await admit(app, groupId, other.id, clock.now());
      const made = await post('groupPostCreate', { group_id: groupId, text: 'mine' }, member.token);
      expect((await post('groupPostDelete', { id: made.body.data.id }, other.token)).body.msg).toBe(
        'You can only delete your own posts',
      );
      expect((await post('groupPostDelete', { id: made.body.data.id })).body.code).toBe(401);
      expect((await post('groupPostDelete', { id: 999_999 }, member.token)).body.msg).toBe(
        'This post does not exist or has been deleted',
      );
      expect(await groupRow(groupId)).toMatchObject({ post_count: 1 });
    });

    it('counts a post out once when its author deletes it twice at once', async () => {
      const { groupId, member } = await groupWithMember();
      const made = await post('groupPostCreate', { group_id: groupId, text: 'x' }, member.token);
      await Promise.all(
        Array.from({ length: 5 }, () =>
          post('groupPostDelete', { id: made.body.data.id }, member.token),
        ),
      );
      expect(await groupRow(groupId)).toMatchObject({ post_count: 0, last_post_at: null });
    });
  });

  describe('myGroupPosts', () => {
    it('lists my posts in every group with the group’s name, hidden ones marked, deleted ones gone', async () => {
      const app = ctx().app;
      const { groupId, member } = await groupWithMember();
      const second = await makeGroup(app, clock.now(), 'Wheel club');
      await admit(app, second, member.id, clock.now());
      const a = await post('groupPostCreate', { group_id: groupId, text: 'a' }, member.token);
      const b = await post('groupPostCreate', { group_id: second, text: 'b' }, member.token);
      const c = await post('groupPostCreate', { group_id: second, text: 'c' }, member.token);
      await app.db
        .updateTable('community_posts')
        .set({ status: 'hidden' })
        .where('id', '=', b.body.data.id)
        .execute();
      await post('groupPostDelete', { id: c.body.data.id }, member.token);

      const { body } = await get('myGroupPosts', {}, member.token);
      expect(body).toMatchObject({ code: 200 });
      expect(body.data.total).toBe(2);
      expect(body.data.list).toMatchObject([
        { id: b.body.data.id, group_name: 'Wheel club', status: 'hidden', mine: true },
        { id: a.body.data.id, group_name: 'Glaze talk', status: 'visible' },
      ]);
      const zh = await call(app, 'myGroupPosts', { lang: 'zh-cn' }, { token: member.token });
      expect(zh.body.data.list[0].group_name).toBe('釉色交流 Wheel club');
      expect((await get('myGroupPosts', {})).body.code).toBe(401);
    });
  });
});
