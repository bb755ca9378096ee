import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { insertArtisan, insertArtwork } from '../../test/fixtures/artisan';

interface Card {
  id: number;
  name: string;
  like_count: number;
  follower_count: number;
  works_count: number;
}

describe.each(databases)('artists, likes and follows on %s', (kind) => {
  const ctx = useTestApp(kind);
  const ids = {
    tide: 0,
    quiet: 0,
    liked: 0,
    followed: 0,
    flipped: 0,
    mine: 0,
    yours: 0,
    known: 0,
  };
  const works = { dawn: 0, ebb: 0, early: 0, untitled: 0 };

  beforeAll(async () => {
    const { app } = ctx();
    ids.tide = await insertArtisan(app, {
      name_en: 'Tide Lyra',
      name_zh: '潮汐',
      title_en: 'Generative painter',
      title_zh: '生成艺术画家',
      intro_en: 'Paints the sea with code',
      intro_zh: '用代码画海',
      bio_en: 'Born by the sea.\n\nWorks at night.',
      bio_zh: '生于海边。\n\n夜里创作。',
      city_en: 'Xiamen',
      city_zh: '厦门',
      avatar: '/img/tide.svg',
      cover: '/img/tide-cover.svg',
      sort: 902,
    });
    ids.quiet = await insertArtisan(app, { name_en: '', name_zh: '静默', sort: 901 });
    for (const name of ['liked', 'followed', 'flipped', 'mine', 'yours'] as const)
      ids[name] = await insertArtisan(app, { name_en: `Artist ${name}`, sort: 903 });
    ids.known = await insertArtisan(app, {
      name_en: 'Known Already',
      like_count: 240,
      follower_count: 85,
      sort: 904,
    });
    works.dawn = await insertArtwork(app, {
      artisan_id: ids.tide,
      title_en: 'Dawn Current',
      title_zh: '晨流',
      medium_en: 'Pigment print',
      medium_zh: '微喷',
      description_en: 'First light on water',
      description_zh: '水面上的第一缕光',
      image: '/img/dawn.svg',
      year: 2024,
      sort: 2,
    });
    works.ebb = await insertArtwork(app, {
      artisan_id: ids.tide,
      title_en: 'Ebb',
      year: 2024,
      sort: 1,
    });
    works.early = await insertArtwork(app, { artisan_id: ids.tide, title_en: 'Early', year: 2019 });
    works.untitled = await insertArtwork(app, {
      artisan_id: ids.quiet,
      title_en: '',
      title_zh: '无题',
      year: 2021,
    });
  });

  const like = (token: string | undefined, input: Record<string, unknown>) =>
    call(ctx().app, 'artisanLike', input, { method: 'POST', token });
  const follow = (token: string | undefined, input: Record<string, unknown>) =>
    call(ctx().app, 'artisanCollection', input, { method: 'POST', token });
  const info = async (id: number, token?: string) =>
    (await call(ctx().app, 'myArtisanInfo', { id, lang: 'en' }, { token })).body.data;

  async function rows(table: 'artisan_likes' | 'artisan_follows', artisanId: number) {
    const found = await ctx()
      .app.db.selectFrom(table)
      .select('user_id')
      .where('artisan_id', '=', artisanId)
      .execute();
    return found.length;
  }

  it('lists the artists in display order with their counts', async () => {
    const res = await call(ctx().app, 'artisan', { limit: 100, lang: 'en' });
    expect(res.body.code).toBe(200);
    const mine = (res.body.data.list as Card[]).filter(
      (a) => a.id === ids.tide || a.id === ids.quiet,
    );
    expect(mine.map((a) => a.id)).toEqual([ids.quiet, ids.tide]);
    expect(mine[0]).toMatchObject({ name: '静默', works_count: 1 });
    expect(mine[1]).toEqual({
      id: ids.tide,
      name: 'Tide Lyra',
      title: 'Generative painter',
      avatar: '/img/tide.svg',
      cover: '/img/tide-cover.svg',
      intro: 'Paints the sea with code',
      city: 'Xiamen',
      like_count: 0,
      follower_count: 0,
      works_count: 3,
    });
    expect(res.body.data.total).toBeGreaterThanOrEqual(7);
    const paged = await call(ctx().app, 'artisan', { limit: 2, page: 2 });
    expect(paged.body.data).toMatchObject({ page: 2, limit: 2, total: res.body.data.total });
    expect(paged.body.data.list.map((a: Card) => a.id)).toEqual(
      res.body.data.list.slice(2, 4).map((a: Card) => a.id),
    );
  });

  it('shows one artist with bio and works, newest first, in either language', async () => {
    const en = await info(ids.tide);
    expect(en).toMatchObject({
      id: ids.tide,
      name: 'Tide Lyra',
      bio: 'Born by the sea.\n\nWorks at night.',
      works_count: 3,
      is_liked: false,
      is_followed: false,
    });
    expect(en.works.map((w: { id: number }) => w.id)).toEqual([works.ebb, works.dawn, works.early]);
    expect(en.works[1]).toEqual({
      id: works.dawn,
      title: 'Dawn Current',
      image: '/img/dawn.svg',
      year: 2024,
      medium: 'Pigment print',
      description: 'First light on water',
    });
    const zh = await call(ctx().app, 'myArtisanInfo', { id: ids.tide, lang: 'zh-cn' });
    expect(zh.body.data).toMatchObject({
      name: '潮汐',
      city: '厦门',
      bio: '生于海边。\n\n夜里创作。',
    });
    expect(zh.body.data.works[1]).toMatchObject({ title: '晨流', medium: '微喷' });
    const fallback = await info(ids.quiet);
    expect(fallback).toMatchObject({
      name: '静默',
      works: [expect.objectContaining({ title: '无题' })],
    });
  });

  it('refuses an unknown artist with a message in both languages', async () => {
    const en = await call(ctx().app, 'myArtisanInfo', { id: 987654, lang: 'en' });
    expect(en.body).toEqual({ code: 100, msg: 'This artist does not exist', data: null });
    const user = await signUp(ctx().app, 'art_unknown');
    const zh = await like(user.token, { artisan_id: 987654 });
    expect(zh.body).toMatchObject({ code: 100, msg: '该艺术家不存在' });
    const followUnknown = await follow(user.token, { artisan_id: 987654, lang: 'en' });
    expect(followUnknown.body).toMatchObject({ code: 100, msg: 'This artist does not exist' });
    const bad = await call(ctx().app, 'myArtisanInfo', { id: 'abc' });
    expect(bad.body.code).toBe(100);
  });

  it('asks a visitor to sign in before liking, following or listing follows', async () => {
    expect((await like(undefined, { artisan_id: ids.tide })).body.code).toBe(401);
    expect((await follow(undefined, { artisan_id: ids.tide })).body.code).toBe(401);
    expect((await call(ctx().app, 'myArtisan', {})).body.code).toBe(401);
    expect(await rows('artisan_likes', ids.tide)).toBe(0);
  });

  it('likes: set, repeat, toggle, with the count after each change', async () => {
    const a = await signUp(ctx().app, 'like_a');
    const b = await signUp(ctx().app, 'like_b');
    const target = { artisan_id: ids.liked };
    // Each request and the answer it gets, in turn.
    const steps: Array<[string, Record<string, unknown>, { liked: boolean; like_count: number }]> =
      [
        [a.token, { ...target, liked: true }, { liked: true, like_count: 1 }],
        [a.token, { ...target, liked: true }, { liked: true, like_count: 1 }],
        [b.token, target, { liked: true, like_count: 2 }],
        [a.token, target, { liked: false, like_count: 1 }],
        [a.token, { ...target, liked: false }, { liked: false, like_count: 1 }],
      ];
    for (const [token, input, answer] of steps)
      expect((await like(token, input)).body.data).toEqual(answer);
    expect(await info(ids.liked, b.token)).toMatchObject({ is_liked: true, like_count: 1 });
    expect(await info(ids.liked, a.token)).toMatchObject({ is_liked: false, like_count: 1 });
    expect(await info(ids.liked)).toMatchObject({ is_liked: false, is_followed: false });
  });

  it('follows: set, repeat, toggle, with the follower count after each change', async () => {
    const a = await signUp(ctx().app, 'follow_a');
    const b = await signUp(ctx().app, 'follow_b');
    const target = { artisan_id: ids.followed };
    // Each request and the answer it gets, in turn.
    const steps: Array<
      [string, Record<string, unknown>, { followed: boolean; follower_count: number }]
    > = [
      [a.token, target, { followed: true, follower_count: 1 }],
      [b.token, { ...target, followed: true }, { followed: true, follower_count: 2 }],
      [b.token, { ...target, followed: true }, { followed: true, follower_count: 2 }],
      [a.token, { ...target, followed: false }, { followed: false, follower_count: 1 }],
    ];
    for (const [token, input, answer] of steps)
      expect((await follow(token, input)).body.data).toEqual(answer);
    expect(await info(ids.followed, b.token)).toMatchObject({
      is_followed: true,
      follower_count: 1,
      is_liked: false,
    });
  });

  it('ends with one like and one follow after 20 identical requests at once', async () => {
    const user = await signUp(ctx().app, 'art_burst');
    const target = { artisan_id: ids.tide };
    const [likes, follows] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => like(user.token, { ...target, liked: true }))),
      Promise.all(
        Array.from({ length: 20 }, () => follow(user.token, { ...target, followed: true })),
      ),
    ]);
    expect(likes.map((r) => r.body.data)).toEqual(Array(20).fill({ liked: true, like_count: 1 }));
    expect(follows.map((r) => r.body.data)).toEqual(
      Array(20).fill({ followed: true, follower_count: 1 }),
    );
    expect(await rows('artisan_likes', ids.tide)).toBe(1);
    expect(await rows('artisan_follows', ids.tide)).toBe(1);
    expect(await info(ids.tide, user.token)).toMatchObject({
      like_count: 1,
      follower_count: 1,
      is_liked: true,
      is_followed: true,
    });
  });

  it('keeps counts equal to the rows under 20 toggles at once', async () => {
    const user = await signUp(ctx().app, 'art_flip');
    const target = { artisan_id: ids.flipped };
    const [likes, follows] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => like(user.token, target))),
      Promise.all(Array.from({ length: 20 }, () => follow(user.token, target))),
    ]);
    for (const r of likes) expect([0, 1]).toContain(r.body.data.like_count);
    for (const r of follows) expect([0, 1]).toContain(r.body.data.follower_count);
    const likeRows = await rows('artisan_likes', ids.flipped);
    const followRows = await rows('artisan_follows', ids.flipped);
    expect([0, 1]).toContain(likeRows);
    expect([0, 1]).toContain(followRows);
    expect(await info(ids.flipped, user.token)).toMatchObject({
      like_count: likeRows,
      follower_count: followRows,
      is_liked: likeRows === 1,
      is_followed: followRows === 1,
    });
    // One more toggle answers the count the rows then hold.
    const last = await like(user.token, target);
    expect(last.body.data.like_count).toBe(await rows('artisan_likes', ids.flipped));
  });

  it('moves a known artist’s counts by one per customer, and back', async () => {
    const a = await signUp(ctx().app, 'known_a');
    const b = await signUp(ctx().app, 'known_b');
    const target = { artisan_id: ids.known };
    expect(await info(ids.known)).toMatchObject({ like_count: 240, follower_count: 85 });
    expect((await like(a.token, target)).body.data).toEqual({ liked: true, like_count: 241 });
    expect((await like(a.token, { ...target, liked: true })).body.data).toEqual({
      liked: true,
      like_count: 241,
    });
    expect((await follow(b.token, target)).body.data).toEqual({
      followed: true,
      follower_count: 86,
    });
    const card = async () =>
      ((await call(ctx().app, 'artisan', { limit: 100 })).body.data.list as Card[]).find(
        (c) => c.id === ids.known,
      );
    expect(await card()).toMatchObject({ like_count: 241, follower_count: 86 });
    const following = await call(ctx().app, 'myArtisan', {}, { token: b.token });
    expect(following.body.data.list[0]).toMatchObject({ id: ids.known, follower_count: 86 });
    expect((await like(a.token, target)).body.data).toEqual({ liked: false, like_count: 240 });
    expect((await like(a.token, { ...target, liked: false })).body.data).toEqual({
      liked: false,
      like_count: 240,
    });
    expect((await follow(b.token, { ...target, followed: false })).body.data).toEqual({
      followed: false,
      follower_count: 85,
    });
    expect(await card()).toMatchObject({ like_count: 240, follower_count: 85 });
  });

  it('counts twelve customers liking and following at once exactly, each once', async () => {
    const customers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signUp(ctx().app, `crowd_${i}`)),
    );
    const target = { artisan_id: ids.known };
    const before = await info(ids.known);
    const [likes, follows] = await Promise.all([
      Promise.all(customers.map((c) => like(c.token, { ...target, liked: true }))),
      Promise.all(customers.map((c) => follow(c.token, { ...target, followed: true }))),
    ]);
    // Each answer is the count right after that customer's own like: twelve different numbers.
    const liked = likes.map((r) => r.body.data.like_count as number).sort((x, y) => x - y);
    expect(liked).toEqual(Array.from({ length: 12 }, (_, i) => before.like_count + i + 1));
    const followed = follows.map((r) => r.body.data.follower_count as number);
    expect(new Set(followed).size).toBe(12);
    expect(await info(ids.known)).toMatchObject({
      like_count: before.like_count + 12,
      follower_count: before.follower_count + 12,
    });
    await Promise.all(customers.map((c) => like(c.token, { ...target, liked: false })));
    expect(await info(ids.known)).toMatchObject({ like_count: before.like_count });
  });

  it('myArtisan: lists only the artists I follow, latest follow first, paged', async () => {
    const me = await signUp(ctx().app, 'my_follows');
    const other = await signUp(ctx().app, 'their_follows');
    await follow(other.token, { artisan_id: ids.yours, followed: true });
    await follow(me.token, { artisan_id: ids.tide, followed: true });
    await follow(me.token, { artisan_id: ids.mine, followed: true });
    const res = await call(ctx().app, 'myArtisan', { lang: 'en' }, { token: me.token });
    expect(res.body.data).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(res.body.data.list.map((a: Card) => a.id)).toEqual([ids.mine, ids.tide]);
    expect(res.body.data.list[1]).toMatchObject({
      name: 'Tide Lyra',
      works_count: 3,
      followed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const second = await call(ctx().app, 'myArtisan', { limit: 1, page: 2 }, { token: me.token });
    expect(second.body.data.list.map((a: Card) => a.id)).toEqual([ids.tide]);

    await follow(me.token, { artisan_id: ids.mine, followed: false });
    const after = await call(ctx().app, 'myArtisan', {}, { token: me.token });
    expect(after.body.data.list.map((a: Card) => a.id)).toEqual([ids.tide]);
    const theirs = await call(ctx().app, 'myArtisan', {}, { token: other.token });
    expect(theirs.body.data.list.map((a: Card) => a.id)).toEqual([ids.yours]);
  });

  it('art: the showcase newest first, by one artist or all, with the artist named', async () => {
    const one = await call(ctx().app, 'art', { artisan_id: ids.tide, lang: 'en' });
    expect(one.body.data).toMatchObject({ total: 3, page: 1, limit: 10 });
    expect(one.body.data.list.map((w: { id: number }) => w.id)).toEqual([
      works.ebb,
      works.dawn,
      works.early,
    ]);
    expect(one.body.data.list[1]).toEqual({
      id: works.dawn,
      title: 'Dawn Current',
      image: '/img/dawn.svg',
      year: 2024,
      medium: 'Pigment print',
      description: 'First light on water',
      artisan: { id: ids.tide, name: 'Tide Lyra' },
    });
    const paged = await call(ctx().app, 'art', { artisan_id: ids.tide, limit: 2, page: 2 });
    expect(paged.body.data.list.map((w: { id: number }) => w.id)).toEqual([works.early]);
    const all = await call(ctx().app, 'art', { limit: 100, lang: 'en' });
    const years = all.body.data.list.map((w: { year: number }) => w.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const untranslated = await call(ctx().app, 'art', { artisan_id: ids.quiet, lang: 'en' });
    expect(untranslated.body.data.list).toEqual([
      expect.objectContaining({
        id: works.untitled,
        title: '无题',
        artisan: { id: ids.quiet, name: '静默' },
      }),
    ]);
    const none = await call(ctx().app, 'art', { artisan_id: 987654 });
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });
});
