import type { Kysely } from 'kysely';
import type { ContentTables } from '../../db/tables/content';
import type { Clock } from '../../lib/clock';
import type { ResponseCache } from '../../lib/response-cache';

/** Another instance may schedule an article: its time is looked up again this often. */
const RECHECK_MS = 30_000;

/**
 * Scheduled news appears when the clock reaches its time, though visitors' answers are cached:
 * the next due time is remembered, and a read after it forgets the cached pages first. Only
 * reads ask, so no timer runs; the clock is the app's, so a test moving it makes an article due.
 */
export function newsSchedule(db: Kysely<ContentTables>, publicCache: ResponseCache, clock: Clock) {
  /** The next scheduled article's time; null when none is; undefined when not yet looked up. */
  let nextDue: number | null | undefined;
  /** The app's time of the last look: articles due since then may sit in cached answers. */
  let seenUntil = clock.now();
  /** When (monotonic) that look was, for the recheck. */
  let lookedAt = 0;

  const firstAfter = async (time: number) => {
    const row = await db
      .selectFrom('news')
      .select('published_at')
      .where('published', '=', 1)
      .where('published_at', '>', time)
      .orderBy('published_at')
      .limit(1)
      .executeTakeFirst();
    return row ? Number(row.published_at) : null;
  };

  /** True when no cached page can be missing an article that has come due. */
  const fresh = (now = clock.now()): boolean =>
    nextDue !== undefined &&
    (nextDue === null || nextDue > now) &&
    performance.now() - lookedAt < RECHECK_MS;

  return {
    fresh,

    /** Forgets the cached pages when an article has come due since the last look. */
    async refresh(): Promise<void> {
      const now = clock.now();
      if (fresh(now)) return;
      const due = await firstAfter(seenUntil);
      if (due !== null && due <= now) await publicCache.invalidate('pages');
      nextDue = await firstAfter(now);
      seenUntil = now;
      lookedAt = performance.now();
    },

    /** The console changed the site (and forgot the cached pages): look again on the next read. */
    changed(): void {
      nextDue = undefined;
      seenUntil = clock.now();
    },
  };
}
export type NewsSchedule = ReturnType<typeof newsSchedule>;
