import type { Kysely } from 'kysely';
import { lockUserRow } from './dialect';
import type { Database } from './schema';

const DAY_MS = 86_400_000;

/** Tables of things an account may add only so many of a day: each row names its owner and time. */
type CappedTable = 'uploads' | 'resumes';

/** How many rows `userId` added to `table` in the 24 hours before `now`. */
export async function addedToday(
  db: Kysely<Database>,
  table: CappedTable,
  userId: number,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', now - DAY_MS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Runs `insert` only while `userId` has added fewer than `cap` rows to `table` in the last 24
 * hours, counting and inserting in one transaction that holds the user's row: an account's
 * concurrent requests take turns, so the cap holds however many arrive at once. Undefined when
 * the cap is reached.
 */
export function insertWithinDailyCap<T>(
  db: Kysely<Database>,
  { table, userId, now, cap }: { table: CappedTable; userId: number; now: number; cap: number },
  insert: (trx: Kysely<Database>) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    if ((await addedToday(trx, table, userId, now)) >= cap) return undefined;
    return insert(trx);
  });
}
