import type { Kysely } from 'kysely';
import type { CacheScope, ResponseCache } from './response-cache';

/**
 * Runs `work` in one transaction and, once it has committed, forgets the scope's cached public
 * answers: a visitor asking after the write never gets the answer from before it.
 */
export async function writeThenForget<DB, T>(
  db: Kysely<DB>,
  cache: ResponseCache,
  scope: CacheScope,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  const result = await db.transaction().execute(work);
  await cache.invalidate(scope);
  return result;
}
