import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type ArtisanScope = ExpressionBuilder<Database, 'artisans'>;

/** Counts come from the rows themselves, so they can never drift from what users did. */
function withCounts(eb: ArtisanScope) {
  return [
    eb
      .selectFrom('artisan_likes')
      .select((c) => c.fn.countAll<number>().as('n'))
      .whereRef('artisan_likes.artisan_id', '=', 'artisans.id')
      .as('like_count'),
    eb
      .selectFrom('artisan_follows')
      .select((c) => c.fn.countAll<number>().as('n'))
      .whereRef('artisan_follows.artisan_id', '=', 'artisans.id')
      .as('follower_count'),
    eb
      .selectFrom('artworks')
      .select((c) => c.fn.countAll<number>().as('n'))
      .whereRef('artworks.artisan_id', '=', 'artisans.id')
      .as('works_count'),
  ];
}

const cardColumns = [
  'artisans.id',
  'artisans.name_zh',
  'artisans.name_en',
  'artisans.title_zh',
  'artisans.title_en',
  'artisans.intro_zh',
  'artisans.intro_en',
  'artisans.city_zh',
  'artisans.city_en',
  'artisans.avatar',
  'artisans.cover',
] as const;

export function artisanRepository(db: Kysely<Database>) {
  return {
    async page(offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('artisans')
          .select(cardColumns)
          .select(withCounts)
          .orderBy('artisans.sort')
          .orderBy('artisans.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('artisans')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    byId(id: number) {
      return db
        .selectFrom('artisans')
        .select(cardColumns)
        .select(['artisans.bio_zh', 'artisans.bio_en'])
        .select(withCounts)
        .where('artisans.id', '=', id)
        .executeTakeFirst();
    },

    /** Name and avatar only, for a product that names its artist. */
    brief(id: number) {
      return db
        .selectFrom('artisans')
        .select(['id', 'name_zh', 'name_en', 'avatar'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    exists(id: number) {
      return db.selectFrom('artisans').select('id').where('id', '=', id).executeTakeFirst();
    },

    /** The artists a user follows, the most recent follow first. */
    async followedPage(userId: number, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('artisan_follows')
          .innerJoin('artisans', 'artisans.id', 'artisan_follows.artisan_id')
          .select(cardColumns)
          .select(withCounts)
          .select('artisan_follows.created_at as followed_at')
          .where('artisan_follows.user_id', '=', userId)
          .orderBy('artisan_follows.created_at', 'desc')
          .orderBy('artisan_follows.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('artisan_follows')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** Whether the user likes and follows the artist. */
    async marks(userId: number, artisanId: number) {
      const [like, follow] = await Promise.all([
        db
          .selectFrom('artisan_likes')
          .select('id')
          .where('user_id', '=', userId)
          .where('artisan_id', '=', artisanId)
          .executeTakeFirst(),
        db
          .selectFrom('artisan_follows')
          .select('id')
          .where('user_id', '=', userId)
          .where('artisan_id', '=', artisanId)
          .executeTakeFirst(),
      ]);
      return { liked: like !== undefined, followed: follow !== undefined };
    },

    async addLike(userId: number, artisanId: number, now: number) {
      await db
        .insertInto('artisan_likes')
        .values({ user_id: userId, artisan_id: artisanId, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'artisan_id']).doNothing())
        .execute();
    },

    async removeLike(userId: number, artisanId: number) {
      const result = await db
        .deleteFrom('artisan_likes')
        .where('user_id', '=', userId)
        .where('artisan_id', '=', artisanId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async likeCount(artisanId: number) {
      const row = await db
        .selectFrom('artisan_likes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('artisan_id', '=', artisanId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async addFollow(userId: number, artisanId: number, now: number) {
      await db
        .insertInto('artisan_follows')
        .values({ user_id: userId, artisan_id: artisanId, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'artisan_id']).doNothing())
        .execute();
    },

    async removeFollow(userId: number, artisanId: number) {
      const result = await db
        .deleteFrom('artisan_follows')
        .where('user_id', '=', userId)
        .where('artisan_id', '=', artisanId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async followerCount(artisanId: number) {
      const row = await db
        .selectFrom('artisan_follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('artisan_id', '=', artisanId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One artist's works, the newest first. */
    works(artisanId: number) {
      return db
        .selectFrom('artworks')
        .selectAll()
        .where('artisan_id', '=', artisanId)
        .orderBy('year', 'desc')
        .orderBy('sort')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The showcase: every artist's works (or one artist's), newest first, with the artist's name. */
    async artworksPage(artisanId: number | undefined, offset: number, limit: number) {
      let rows = db
        .selectFrom('artworks')
        .innerJoin('artisans', 'artisans.id', 'artworks.artisan_id')
        .selectAll('artworks')
        .select(['artisans.name_zh as artisan_name_zh', 'artisans.name_en as artisan_name_en']);
      let count = db.selectFrom('artworks').select((eb) => eb.fn.countAll<number>().as('n'));
      if (artisanId !== undefined) {
        rows = rows.where('artworks.artisan_id', '=', artisanId);
        count = count.where('artisan_id', '=', artisanId);
      }
      const [list, total] = await Promise.all([
        rows
          .orderBy('artworks.year', 'desc')
          .orderBy('artworks.sort')
          .orderBy('artworks.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { rows: list, total: Number(total.n) };
    },
  };
}
export type ArtisanRepository = ReturnType<typeof artisanRepository>;
