import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ArtisanTables } from '../../db/tables/artisan';

type ArtisanScope = ExpressionBuilder<ArtisanTables, 'artisans'>;

/** How many works an artist shows; likes and followers are counters on the artist's row. */
function withCounts(eb: ArtisanScope) {
  return [
    eb
      .selectFrom('artworks')
      .select((c) => c.fn.countAll<number>().as('n'))
      .whereRef('artworks.artisan_id', '=', 'artisans.id')
      .as('works_count'),
  ];
}

/** A like or a follow: the table of one row per customer and artist, and the counter it moves. */
export type MarkKind = 'like' | 'follow';
const marks = {
  like: { table: 'artisan_likes', counter: 'like_count' },
  follow: { table: 'artisan_follows', counter: 'follower_count' },
} as const;

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
  'artisans.like_count',
  'artisans.follower_count',
] as const;

export function artisanRepository(db: Kysely<ArtisanTables>) {
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

    /**
     * Sets or clears one customer's like or follow and, only when that changed a row, moves the
     * artist's counter by one in the same transaction: an atomic increment, never a count read
     * and written back, and a customer's second like inserts nothing, so it counts once.
     * Answers whether a row changed and the count right after.
     */
    async setMark(kind: MarkKind, userId: number, artisanId: number, on: boolean, now: number) {
      const { table, counter } = marks[kind];
      return db.transaction().execute(async (trx) => {
        const rows = on
          ? (
              await trx
                .insertInto(table)
                .values({ user_id: userId, artisan_id: artisanId, created_at: now })
                .onConflict((oc) => oc.columns(['user_id', 'artisan_id']).doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows
          : (
              await trx
                .deleteFrom(table)
                .where('user_id', '=', userId)
                .where('artisan_id', '=', artisanId)
                .executeTakeFirst()
            ).numDeletedRows;
        const changed = (rows ?? 0n) > 0n;
        const row = changed
          ? await trx
              .updateTable('artisans')
              .set(counter, (eb) => eb(counter, on ? '+' : '-', 1))
              .where('id', '=', artisanId)
              .returning(counter)
              .executeTakeFirstOrThrow()
          : await trx
              .selectFrom('artisans')
              .select(counter)
              .where('id', '=', artisanId)
              .executeTakeFirstOrThrow();
        return { changed, count: Number(row[counter]) };
      });
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
