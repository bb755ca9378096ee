import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Whether every one of `urls` is a file `userId` uploaded: what a post, a report or any other
 * record that shows pictures a customer names is checked with, so nobody shows someone else's.
 */
export async function allUploadedBy(
  db: Kysely<Database>,
  userId: number,
  urls: readonly string[],
): Promise<boolean> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return true;
  const owned = await db
    .selectFrom('uploads')
    .select('url')
    .where('user_id', '=', userId)
    .where('url', 'in', wanted)
    .execute();
  return new Set(owned.map((o) => o.url)).size === wanted.length;
}
