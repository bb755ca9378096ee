import { COMMUNITY_DEFAULTS } from '@atelier/contract/community-codes';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { call, databases } from '../../test/build-test-app';
import { admit, communityApp, makeGroup } from '../../test/fixtures/post';

describe.each(databases)('likes, comments and reports on %s', (kind) => {
  const { clock, ctx, get, post } = communityApp(kind);

  /** A group, its author with a post, and `others` more members. */
  async function postWithMembers(others = 1) {
    const app = ctx().app;
    const groupId = await makeGroup(app, clock.now());
    const author = await signUp(app, 'ra');
    await admit(app, groupId, author.id, clock.now());
    const members = [];
    for (let i = 0; i < others; i += 1) {
      const m = await signUp(app, 'rm');
      await admit(app, groupId, m.id, clock.now());
      members.push(m);
    }
    const made = await post(
      'groupPostCreate',
      { group_id: groupId, text: 'A new glaze' },
      author.token,
    );
    return { groupId, author, members, postId: made.body.data.id as number };
  }
  const postRow = (id: number) =>
    ctx()
      .app.db.selectFrom('community_posts')
      .select(['like_count', 'comment_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('groupPostLike', () => {
    it('likes and takes the like back; the reader sees it as theirs', async () => {
      const { postId, groupId, members } = await postWithMembers();
      const [fan] = members;
      const liked = await post('groupPostLike', { id: postId, liked: true }, fan?.token);
      expect(liked.body.data).toEqual({ id: postId, liked: true, like_count: 1 });
      const again = await post('groupPostLike', { id: postId, liked: true }, fan?.token);
      expect(again.body.data.like_count).toBe(1);
      const seen = await get('groupContent', { group_id: groupId }, fan?.token);
      expect(seen.body.data.list[0]).toMatchObject({ like_count: 1, liked: true, mine: false });
      const back = await post('groupPostLike', { id: postId, liked: false }, fan?.token);
      expect(back.body.data).toEqual({ id: postId, liked: false, like_count: 0 });
      const twice = await post('groupPostLike', { id: postId, liked: false }, fan?.token);
      expect(twice.body.data.like_count).toBe(0);
    });

    it('keeps the count right when many members like, and one likes many times, at once', async () => {
      const { postId, members } = await postWithMembers(8);
      await Promise.all([
        ...members.map((m) => post('groupPostLike', { id: postId, liked: true }, m.token)),
        ...Array.from({ length: 6 }, () =>
          post('groupPostLike', { id: postId, liked: true }, members[0]?.token),
        ),
      ]);
      expect(await postRow(postId)).toMatchObject({ like_count: 8 });
      await Promise.all(
        members
          .slice(0, 5)
          .flatMap((m) => [
            post('groupPostLike', { id: postId, liked: false }, m.token),
            post('groupPostLike', { id: postId, liked: false }, m.token),
          ]),
      );
      expect(await postRow(postId)).toMatchObject({ like_count: 3 });
    });

    it('refuses a visitor, a non-member, a hidden post and a bad flag', async () => {
      const app = ctx().app;
      const { postId } = await postWithMembers(0);
      expect((await post('groupPostLike', { id: postId, liked: true })).body.code).toBe(401);
      const stranger = await signUp(app, 'rl');
      expect(
        (await post('groupPostLike', { id: postId, liked: true }, stranger.token)).body.msg,
      ).toBe('Join the group to take part');
      expect(
        (await post('groupPostLike', { id: postId, liked: 'maybe' }, stranger.token)).body.code,
      ).toBe(100);
      await app.db
        .updateTable('community_posts')
        .set({ status: 'hidden' })
        .where('id', '=', postId)
        .execute();
      expect(
        (await post('groupPostLike', { id: postId, liked: true }, stranger.token)).body.msg,
      ).toBe('This post does not exist or has been deleted');
    });
  });

  describe('groupCommentCreate, groupComments and groupCommentDelete', () => {
    it('comments oldest first, counts them, and tells the author (not for their own)', async () => {
      const app = ctx().app;
      const { postId, author, members } = await postWithMembers();
      const [fan] = members;
      const text = '<img src=x onerror="alert(1)"> lovely';
      const first = await post('groupCommentCreate', { post_id: postId, text }, fan?.token);
      expect(first.body.data).toMatchObject({
        post_id: postId,
        text,
        mine: true,
        author: { user_id: fan?.id },
      });
      await post('groupCommentCreate', { post_id: postId, text: 'thanks!' }, author.token);
      const list = await get('groupComments', { post_id: postId });
      expect(list.body.data.total).toBe(2);
      expect(list.body.data.list.map((c: { text: string }) => c.text)).toEqual([text, 'thanks!']);
      expect(await postRow(postId)).toMatchObject({ comment_count: 2 });

      const notices = await app.db
        .selectFrom('community_notices')
        .select(['kind', 'params'])
        .where('user_id', '=', author.id)
        .execute();
      expect(notices).toHaveLength(1);
      expect(notices[0]?.kind).toBe('post_commented');
      expect(JSON.parse(notices[0]?.params ?? '{}')).toMatchObject({
        post_id: postId,
        excerpt: '<img src=x onerror="alert(1)"> lovely',
      });
    });

    it('deletes one’s own comment only; the count follows once', async () => {
      const { postId, author, members } = await postWithMembers();
      const [fan] = members;
      const made = await post('groupCommentCreate', { post_id: postId, text: 'hm' }, fan?.token);
      const id = made.body.data.id;
      expect((await post('groupCommentDelete', { id }, author.token)).body.msg).toBe(
        'You can only delete your own comments',
      );
      expect((await post('groupCommentDelete', { id })).body.code).toBe(401);
      await Promise.all([
        post('groupCommentDelete', { id }, fan?.token),
        post('groupCommentDelete', { id }, fan?.token),
      ]);
      expect(await postRow(postId)).toMatchObject({ comment_count: 0 });
      expect((await post('groupCommentDelete', { id }, fan?.token)).body.msg).toBe(
        'This comment does not exist or has been deleted',
      );
      expect((await get('groupComments', { post_id: postId })).body.data.list).toEqual([]);
    });

    it('refuses a non-member, empty or long text, and comments on a post that is gone', async () => {
      const app = ctx().app;
      const { postId, author } = await postWithMembers(0);
      const stranger = await signUp(app, 'rc');
      expect(
        (await post('groupCommentCreate', { post_id: postId, text: 'hi' }, stranger.token)).body
          .msg,
      ).toBe('Join the group to take part');
      expect(
        (await post('groupCommentCreate', { post_id: postId, text: ' ' }, author.token)).body.msg,
      ).toBe('A comment is 1 to 500 characters');
      expect(
        (await post('groupCommentCreate', { post_id: postId, text: 'x'.repeat(501) }, author.token))
          .body.msg,
      ).toBe('A comment is 1 to 500 characters');
      await post('groupPostDelete', { id: postId }, author.token);
      expect(
        (await post('groupCommentCreate', { post_id: postId, text: 'hi' }, author.token)).body.msg,
      ).toBe('This post does not exist or has been deleted');
      expect((await get('groupComments', { post_id: postId })).body.msg).toBe(
        'This post does not exist or has been deleted',
      );
    });

    it('allows so many comments an hour, even when they arrive at once', async () => {
      const app = ctx().app;
      const { postId, members } = await postWithMembers();
      const [fan] = members;
      await app.services.settings.set('community', { ...COMMUNITY_DEFAULTS, comments_per_hour: 4 });
      try {
        const burst = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            post('groupCommentCreate', { post_id: postId, text: `c${i}` }, fan?.token),
          ),
        );
        expect(burst.filter((r) => r.body.code === 200)).toHaveLength(4);
        expect(burst.find((r) => r.body.code === 100)?.body.msg).toBe(
          'You can comment 4 times an hour: you can comment again after 2030-05-15 11:00',
        );
        expect(await postRow(postId)).toMatchObject({ comment_count: 4 });
        const zh = await call(
          app,
          'groupCommentCreate',
          { lang: 'zh-cn', post_id: postId, text: 'again' },
          { method: 'POST', token: fan?.token },
        );
        expect(zh.body.msg).toBe('每小时最多发 4 条评论，2030-05-15 11:00 后可再评论');
      } finally {
        await app.services.settings.set('community', { ...COMMUNITY_DEFAULTS });
      }
    });
  });

  describe('groupReport', () => {
    it('reports a post and a comment once each, storing the group', async () => {
      const app = ctx().app;
      const { postId, groupId, author, members } = await postWithMembers(2);
      const [fan, other] = members;
      const c = await post('groupCommentCreate', { post_id: postId, text: 'spam' }, other?.token);
      const onPost = await post(
        'groupReport',
        { post_id: postId, reason: 'spam', note: 'ads' },
        fan?.token,
      );
      expect(onPost.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
      const onComment = await post(
        'groupReport',
        { post_id: postId, comment_id: c.body.data.id, reason: 'abuse' },
        fan?.token,
      );
      expect(onComment.body.code).toBe(200);
      const twice = await Promise.all(
        Array.from({ length: 4 }, () =>
          post('groupReport', { post_id: postId, reason: 'other' }, fan?.token),
        ),
      );
      expect(twice.map((r) => r.body.msg)).toEqual(
        Array(4).fill('You have already reported this; the moderators will look at it soon'),
      );
      const rows = await app.db
        .selectFrom('community_reports')
        .select(['group_id', 'comment_id', 'reason', 'note', 'status'])
        .where('post_id', '=', postId)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => ({ ...r, group_id: Number(r.group_id) }))).toEqual([
        { group_id: groupId, comment_id: null, reason: 'spam', note: 'ads', status: 'open' },
        expect.objectContaining({ reason: 'abuse', status: 'open' }),
      ]);
      // The author of the post may still report the comment, not their own post.
      expect(
        (await post('groupReport', { post_id: postId, reason: 'spam' }, author.token)).body.msg,
      ).toBe('You cannot report what you wrote yourself');
    });

    it('refuses a visitor, a non-member, a bad reason, a long note and a comment of another post', async () => {
      const app = ctx().app;
      const { postId, members } = await postWithMembers(1);
      const second = await postWithMembers(1);
      const c = await post(
        'groupCommentCreate',
        { post_id: second.postId, text: 'x' },
        second.members[0]?.token,
      );
      const stranger = await signUp(app, 'rr');
      const fan = members[0];
      expect((await post('groupReport', { post_id: postId, reason: 'spam' })).body.code).toBe(401);
      expect(
        (await post('groupReport', { post_id: postId, reason: 'spam' }, stranger.token)).body.msg,
      ).toBe('Join the group to take part');
      expect(
        (await post('groupReport', { post_id: postId, reason: 'meh' }, fan?.token)).body.code,
      ).toBe(100);
      expect(
        (
          await post(
            'groupReport',
            { post_id: postId, reason: 'spam', note: 'n'.repeat(201) },
            fan?.token,
          )
        ).body.msg,
      ).toBe('The note can be at most 200 characters');
      expect(
        (
          await post(
            'groupReport',
            { post_id: postId, comment_id: c.body.data.id, reason: 'spam' },
            fan?.token,
          )
        ).body.msg,
      ).toBe('This comment does not exist or has been deleted');
    });
  });
});
