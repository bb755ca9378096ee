import type { Kysely } from 'kysely';
import { insertWithinCap } from '../../db/capped-insert';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';

const HOUR_MS = 3_600_000;

const minuteFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the shop's wall clock shows it: `YYYY-MM-DD HH:mm`. */
export function minuteIn(ms: number, timeZone: string): string {
  let format = minuteFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    minuteFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

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
  db: Kysely<Database>,
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
  insert: (trx: Kysely<Database>) => Promise<T>,
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
