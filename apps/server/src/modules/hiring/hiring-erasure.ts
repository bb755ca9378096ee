import { ownTables, type Connection } from '../../db/connection';
import type { HiringTables } from '../../db/tables/hiring';

/** What an erasure of applications removed, and the résumé files to remove once it commits. */
export interface ApplicationsErased {
  counts: { applications: number; resumes: number };
  files: string[];
}

/**
 * Erasing job applications and their résumés: an account's when it is erased, and everyone's
 * once their posting has been closed longer than the privacy policy keeps them. The rows go in
 * the caller's transaction (their history of moves goes with them); the files are answered.
 */
export function hiringErasure(dbGiven: Connection) {
  const db = ownTables<HiringTables>(dbGiven);
  async function eraseApplications(
    trxGiven: Connection,
    applicationIds: number[],
    resumeIds: number[],
  ): Promise<ApplicationsErased> {
    const trx = ownTables<HiringTables>(trxGiven);
    let applications = 0;
    if (applicationIds.length > 0) {
      const result = await trx
        .deleteFrom('job_applications')
        .where('id', 'in', applicationIds)
        .executeTakeFirst();
      applications = Number(result.numDeletedRows);
    }
    const ids = [...new Set(resumeIds)];
    if (ids.length === 0) return { counts: { applications, resumes: 0 }, files: [] };
    // A résumé another application still names stays (none should: each upload is its own).
    const kept = await trx
      .selectFrom('job_applications')
      .select('resume_id')
      .where('resume_id', 'in', ids)
      .execute();
    const keep = new Set(kept.map((r) => r.resume_id));
    const gone = ids.filter((id) => !keep.has(id));
    if (gone.length === 0) return { counts: { applications, resumes: 0 }, files: [] };
    const files = await trx
      .deleteFrom('resumes')
      .where('id', 'in', gone)
      .returning('file')
      .execute();
    return { counts: { applications, resumes: files.length }, files: files.map((r) => r.file) };
  }

  return {
    async applicationCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('job_applications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Every application and résumé of one account. */
    async eraseOf(trxGiven: Connection, userId: number): Promise<ApplicationsErased> {
      const trx = ownTables<HiringTables>(trxGiven);
      const applications = await trx
        .selectFrom('job_applications')
        .select(['id', 'resume_id'])
        .where('user_id', '=', userId)
        .execute();
      const resumes = await trx
        .selectFrom('resumes')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      return eraseApplications(
        trx,
        applications.map((a) => a.id),
        resumes.map((r) => r.id),
      );
    },

    /**
     * The applications (and their résumés) of postings closed at or before `closedBefore`, at
     * most `limit` of them; a posting reopened since is not closed, so it keeps them.
     */
    async eraseOfClosedPostings(
      trxGiven: Connection,
      closedBefore: number,
      limit: number,
    ): Promise<ApplicationsErased> {
      const trx = ownTables<HiringTables>(trxGiven);
      const applications = await trx
        .selectFrom('job_applications as a')
        .innerJoin('job_positions as p', 'p.id', 'a.position_id')
        .select(['a.id', 'a.resume_id'])
        .where('p.status', '=', 'closed')
        .where('p.closed_at', '<=', closedBefore)
        .orderBy('a.id')
        .limit(limit)
        .execute();
      return eraseApplications(
        trx,
        applications.map((a) => a.id),
        applications.flatMap((a) => (a.resume_id === null ? [] : [a.resume_id])),
      );
    },
  };
}
export type HiringErasure = ReturnType<typeof hiringErasure>;
