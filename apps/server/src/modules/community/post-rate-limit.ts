import type { Kysely } from 'kysely';
import { insertWithinCap } from '../../db/capped-insert';
import type { CommunityTables } from '../../db/tables/community';
import { AppError } from '../../errors';
import { minuteIn } from '../../lib/time';

const HOUR_MS = 3_600_000;

const limits = {
  community_posts: 'groupPostRateLimited',
  community_comments: 'groupCommentRateLimited',
} as const;

/**
 * Inserts a member's post or comment while they have written fewer than `perHour` of them in the
 * last hour (deleted ones count too: deleting does not buy another); otherwise refuses, saying
 * when the oldest of the hour's leaves the window.
 */
export async function withinHourlyLimit<T>(
  db: Kysely<CommunityTables>,
  {
    table,
    userId,
    now,
    perHour,
    timeZone,
  }: {
    table: keyof typeof limits;
    userId: number;
    now: number;
    perHour: number;
    timeZone: string;
  },
  insert: (trx: Kysely<CommunityTables>) => Promise<T>,
): Promise<T> {
  const done = await insertWithinCap(
    db,
    { table, userId, now, cap: perHour, windowMs: HOUR_MS },
    insert,
  );
  if (done !== undefined) return done;
  const oldest = await db
    .selectFrom(table)
    .select((eb) => eb.fn.min('created_at').as('at'))
    .where('user_id', '=', userId)
    .where('created_at', '>', now - HOUR_MS)
    .executeTakeFirst();
  const again = Number(oldest?.at ?? now) + HOUR_MS;
  throw new AppError(limits[table], { limit: perHour, time: minuteIn(again, timeZone) });
}
