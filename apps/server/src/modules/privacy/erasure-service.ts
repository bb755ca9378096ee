import { ownTables, type Connection } from '../../db/connection';
import type { FastifyBaseLogger } from 'fastify';
import type { PrivacyTables } from '../../db/tables/privacy';
import type { ResponseCache } from '../../lib/response-cache';
import { accountCancellation, accountErasure } from '../account/account-erasure';
import { recordErasure } from '../admin/audit-erasure';
import { artisanErasure } from '../artisan/artisan-erasure';
import { authenticityErasure } from '../authenticity/authenticity-erasure';
import { eraseCart } from '../cart/cart-erasure';
import { eraseDropEntries } from '../drop/drop-erasure';
import { catalogErasure } from '../catalog/catalog-erasure';
import { communityErasure } from '../community/community-erasure';
import { hiringErasure } from '../hiring/hiring-erasure';
import { orderErasure } from '../order/order-erasure';
import { erasePointsRank } from '../points/points-erasure';
import { eraseUploads } from '../uploads/upload-erasure';

/** Accounts erased in one run at most; the next run carries on. */
const BATCH = 50;

type Counts = Record<string, number>;

interface FileRemover {
  remove(file: string): Promise<void>;
}

/** Adds counts of the same kind (likes of posts and of artists are both `likes`). */
function merge(into: Counts, more: Counts): void {
  for (const [kind, n] of Object.entries(more)) into[kind] = (into[kind] ?? 0) + n;
}

/**
 * The erasure of accounts past their cooling-off period. Each account is erased in one
 * transaction that begins by claiming its user row (see `accountErasure`), so several instances
 * running at once erase it once and log it once. Every module erases its own rows; files are
 * removed after the commit, as a rollback must not lose them.
 */
export function erasureService(
  dbGiven: Connection,
  deps: {
    /** The uploads' files, the résumés' files, and the rank lists' Redis copy. */
    images: FileRemover;
    resumes: FileRemover;
    rankBoard: { forget(userId: number, periods: string[]): Promise<void> };
    /** Visitors' cached post lists, which name the erased customer as they were. */
    publicCache: ResponseCache;
    log: FastifyBaseLogger;
  },
) {
  const db = ownTables<PrivacyTables>(dbGiven);
  const { images, resumes, rankBoard, publicCache, log } = deps;

  async function removeFiles(imageUrls: string[], resumeFiles: string[]) {
    const removals = [
      ...imageUrls.filter((url) => url.startsWith('/uploads/')).map((url) => images.remove(url)),
      ...resumeFiles.map((file) => resumes.remove(file)),
    ];
    for (const result of await Promise.allSettled(removals)) {
      if (result.status === 'rejected') log.warn({ err: result.reason }, 'erasure: file left');
    }
  }

  /** Erases one account if it is due and no other run has; answers whether this run did. */
  async function eraseAccount(userId: number, now: number): Promise<boolean> {
    const done = await db.transaction().execute(async (trx) => {
      const account = accountErasure();
      const claimed = await account.claim(trx, userId, now);
      if (!claimed) return null;
      const counts: Counts = { profile: 1, avatar: claimed.avatar ? 1 : 0 };
      merge(counts, await account.erase(trx, userId, claimed.mobile));
      merge(counts, await catalogErasure(trx).erase(trx, userId));
      merge(counts, await artisanErasure(trx).erase(trx, userId));
      merge(counts, await eraseCart(trx, userId));
      merge(counts, await communityErasure(trx).erase(trx, userId));
      merge(counts, await authenticityErasure(trx).erase(trx, userId, now));
      merge(counts, await eraseDropEntries(trx, userId));
      const uploads = await eraseUploads(trx, userId);
      merge(counts, uploads.counts);
      const applications = await hiringErasure(trx).eraseOf(trx, userId);
      merge(counts, applications.counts);
      const rank = await erasePointsRank(trx, userId);
      merge(counts, rank.counts);
      const exports = await trx
        .deleteFrom('data_exports')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      counts.data_exports = Number(exports.numDeletedRows);
      counts.orders_masked = await orderErasure(trx).maskOrdersOf(trx, userId);
      await recordErasure(trx, {
        action: 'accountErase',
        target_id: String(userId),
        counts,
        now,
      });
      return {
        images: [...uploads.files, claimed.avatar],
        resumes: applications.files,
        periods: rank.periods,
      };
    });
    if (!done) return false;
    await removeFiles(done.images, done.resumes);
    await rankBoard.forget(userId, done.periods);
    await publicCache.invalidate('community');
    return true;
  }

  return {
    eraseAccount,

    /** Erases the accounts whose cooling-off period is over; answers how many this run did. */
    async eraseDue(now: number): Promise<number> {
      let erased = 0;
      for (const userId of await accountCancellation(db).due(now, BATCH)) {
        // One account that cannot be erased (its transaction rolled back) does not hold up the
        // others; it is tried again on the next run, and the log says why it failed.
        try {
          if (await eraseAccount(userId, now)) erased += 1;
        } catch (err) {
          log.error({ err, userId }, 'erasure: account not erased');
        }
      }
      return erased;
    },
  };
}
export type ErasureService = ReturnType<typeof erasureService>;
