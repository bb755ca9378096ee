import type { Kysely } from 'kysely';
import { ownTables, type Connection } from './connection';
import { lockUserRow } from './dialect';
import type { Database } from './schema';

const DAY_MS = 86_400_000;

/**
 * Tables of things an account may add only so many of in a while: each row names its owner and
 * time (and an index on both keeps the count cheap).
 */
type CappedTable =
  'uploads' | 'resumes' | 'community_posts' | 'community_comments' | 'fake_reports';

/** How many rows `userId` added to `table` after `since`. */
export async function addedSince(
  connection: Connection,
  table: CappedTable,
  userId: number,
  since: number,
): Promise<number> {
  const row = await ownTables<Pick<Database, CappedTable>>(connection)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many rows `userId` added to `table` in the 24 hours before `now`. */
export function addedToday(
  db: Connection,
  table: CappedTable,
  userId: number,
  now: number,
): Promise<number> {
  return addedSince(db, table, userId, now - DAY_MS);
}

/**
 * Runs `insert` only while `userId` has added fewer than `cap` rows to `table` in the `windowMs`
 * before `now`, counting and inserting in one transaction that holds the user's row: an
 * account's concurrent requests take turns, so the cap holds however many arrive at once.
 * Undefined when the cap is reached.
 */
export function insertWithinCap<T, Tables>(
  db: Kysely<Tables>,
  {
    table,
    userId,
    now,
    cap,
    windowMs,
  }: { table: CappedTable; userId: number; now: number; cap: number; windowMs: number },
  insert: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    if ((await addedSince(trx, table, userId, now - windowMs)) >= cap) return undefined;
    return insert(trx);
  });
}

/** `insertWithinCap` over the last 24 hours. */
export function insertWithinDailyCap<T, Tables>(
  db: Kysely<Tables>,
  options: { table: CappedTable; userId: number; now: number; cap: number },
  insert: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T | undefined> {
  return insertWithinCap(db, { ...options, windowMs: DAY_MS }, insert);
}
