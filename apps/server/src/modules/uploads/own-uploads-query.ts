import { ownTables, type Connection } from '../../db/connection';
import type { UploadsTables } from '../../db/tables/uploads';

/**
 * Whether every one of `urls` is a file `userId` uploaded: what a post, a report or any other
 * record that shows pictures a customer names is checked with, so nobody shows someone else's.
 */
export async function allUploadedBy(
  connection: Connection,
  userId: number,
  urls: readonly string[],
): Promise<boolean> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return true;
  const owned = await ownTables<UploadsTables>(connection)
    .selectFrom('uploads')
    .select('url')
    .where('user_id', '=', userId)
    .where('url', 'in', wanted)
    .execute();
  return new Set(owned.map((o) => o.url)).size === wanted.length;
}
