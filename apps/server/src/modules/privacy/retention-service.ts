import { ownTables, type Connection } from '../../db/connection';
import type { FastifyBaseLogger } from 'fastify';
import type { PrivacyConfig } from '../../config';
import type { PrivacyTables } from '../../db/tables/privacy';
import { purgeExpiredAccountRows } from '../account/account-erasure';
import { recordErasure } from '../admin/audit-erasure';
import { hiringErasure } from '../hiring/hiring-erasure';

const DAY_MS = 86_400_000;

/** Where the résumé files live (the hiring module's store). */
interface FileRemover {
  remove(file: string): Promise<void>;
}
/** Applications erased in one transaction; a run goes on until none is left, or at most this many batches. */
const BATCH = 100;
const MAX_BATCHES = 50;

/**
 * The retention the privacy policy promises: applications and their résumés are erased once
 * their posting has been closed longer than `resumeRetentionMs` (each batch logged as an
 * erasure), and dead credentials go: SMS codes and sessions a day after their end, data-archive
 * tickets a day after they were asked for and used up or expired, account tickets and QR
 * sign-ins once expired. Safe on several instances: every step deletes by a condition, and a
 * batch logs only what its own transaction deleted.
 */
export function retentionService(
  dbGiven: Connection,
  deps: {
    resumes: FileRemover;
    privacy: PrivacyConfig;
    log: FastifyBaseLogger;
  },
) {
  const db = ownTables<PrivacyTables>(dbGiven);
  const { resumes, privacy, log } = deps;

  async function eraseOldApplications(now: number): Promise<number> {
    const closedBefore = now - privacy.resumeRetentionMs;
    let erased = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const done = await db.transaction().execute(async (trx) => {
        const result = await hiringErasure(trx).eraseOfClosedPostings(trx, closedBefore, BATCH);
        const { applications, resumes: files } = result.counts;
        if (applications + files > 0) {
          await recordErasure(trx, {
            action: 'resumeRetention',
            target_id: 'retention',
            counts: result.counts,
            now,
          });
        }
        return result;
      });
      for (const file of done.files) {
        await resumes
          .remove(file)
          .catch((err: unknown) => log.warn({ err }, 'retention: file left'));
      }
      erased += done.counts.applications;
      if (done.counts.applications < BATCH) break;
    }
    return erased;
  }

  return {
    eraseOldApplications,

    /** One run of every retention rule; answers what it removed, by kind. */
    async run(now: number) {
      const applications = await eraseOldApplications(now);
      const purged = await purgeExpiredAccountRows(db, now, DAY_MS);
      const exports = await db
        .deleteFrom('data_exports')
        .where('created_at', '<', now - DAY_MS)
        .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<', now)]))
        .executeTakeFirst();
      return { applications, ...purged, data_exports: Number(exports.numDeletedRows) };
    },
  };
}
export type RetentionService = ReturnType<typeof retentionService>;
