import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/demo-seed';
import { demoNeighbour } from '../../demo/demo-community-posts';
import { call, databases, useTestApp } from '../../test/build-test-app';

describe.each(databases)('the demo community’s posts on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('fills the demo customer’s group with posts, likes and comments, once', async () => {
    const { app } = ctx();
    await seedDemo(app);
    const group = await app.db
      .selectFrom('community_groups')
      .innerJoin('community_members as m', 'm.group_id', 'community_groups.id')
      .innerJoin('users', 'users.id', 'm.user_id')
      .select(['community_groups.id', 'post_count'])
      .where('users.username', '=', 'demo')
      .executeTakeFirstOrThrow();
    const { body } = await call(app, 'groupContent', { lang: 'en', group_id: group.id });
    expect(body.data.total).toBe(4);
    expect(body.data.list).toHaveLength(4);
    expect(body.data.list[0]).toMatchObject({ author: { nickname: '林小满' }, like_count: 1 });
    expect(body.data.list.some((p: { images: string[] }) => p.images.length === 3)).toBe(true);
    const comments = await call(app, 'groupComments', { post_id: body.data.list[1].id });
    expect(comments.body.data.total).toBe(2);

    const signIn = await call(
      app,
      'login',
      { account: demoNeighbour.username, password: demoNeighbour.password },
      { method: 'POST' },
    );
    expect(signIn.body.code).toBe(200);
    const token = signIn.body.data.userinfo.token as string;
    const liked = await call(
      app,
      'groupPostLike',
      { id: body.data.list[1].id, liked: true },
      { method: 'POST', token },
    );
    expect(liked.body.code).toBe(200);
  });
});
