import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Each artist keeps its like and follower counts beside its row: the demo studio starts with the
 * followings it has earned offline, and a customer's like moves the number by one, in the same
 * transaction as the customer's own row. Counts so far are the rows already there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['like_count', 'follower_count'])
    await db.schema
      .alterTable('artisans')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await sql`UPDATE artisans SET
    like_count = (SELECT count(*) FROM artisan_likes WHERE artisan_likes.artisan_id = artisans.id),
    follower_count = (SELECT count(*) FROM artisan_follows WHERE artisan_follows.artisan_id = artisans.id)`.execute(
    db,
  );
}
