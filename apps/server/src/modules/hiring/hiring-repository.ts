import { RESUMES_PER_DAY, type JobKind } from '@atelier/contract';
import type { Insertable, Kysely } from 'kysely';
import type { HiringTables } from '../../db/tables/hiring';
import { addedToday, insertWithinDailyCap } from '../../db/capped-insert';
import type { JobApplicationsTable, ResumesTable } from '../../db/tables/hiring';
import { questionnaireQuery } from '../questionnaire/questionnaire-query';

const cardColumns = [
  'id',
  'kind',
  'title_zh',
  'title_en',
  'department_zh',
  'department_en',
  'city_zh',
  'city_en',
  'summary_zh',
  'summary_en',
  'headcount',
  'published_at',
] as const;

export function hiringRepository(db: Kysely<HiringTables>) {
  return {
    /** Open positions, newest first. */
    async openPage(kind: JobKind | undefined, offset: number, limit: number) {
      const open = () => {
        const query = db.selectFrom('job_positions').where('open', '=', 1);
        return kind === undefined ? query : query.where('kind', '=', kind);
      };
      const [rows, total] = await Promise.all([
        open()
          .select(cardColumns)
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        open()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    openById(id: number) {
      return db
        .selectFrom('job_positions')
        .select(cardColumns)
        .select([
          'description_zh',
          'description_en',
          'requirements_zh',
          'requirements_en',
          questionnaireQuery.liveCount(db, 'position', 'job_positions.id').as('question_count'),
        ])
        .where('id', '=', id)
        .where('open', '=', 1)
        .executeTakeFirst();
    },

    /**
     * An open position's questions in order, each with its options in order; nothing when the
     * position is closed or unknown.
     */
    async openQuestionnaire(positionId: number) {
      const open = await db
        .selectFrom('job_positions')
        .select('id')
        .where('id', '=', positionId)
        .where('open', '=', 1)
        .executeTakeFirst();
      return open ? questionnaireQuery.live(db, { kind: 'position', id: positionId }) : undefined;
    },

    resumeOwnedBy(userId: number, resumeId: number) {
      return db
        .selectFrom('resumes')
        .select('id')
        .where('id', '=', resumeId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** False when the user may upload no more resumes today. */
    async hasRoomForResume(userId: number, now: number): Promise<boolean> {
      return (await addedToday(db, 'resumes', userId, now)) < RESUMES_PER_DAY;
    },

    /** Records the resume, or answers undefined when the user's daily cap is reached. */
    addResume(values: Insertable<ResumesTable> & { user_id: number; created_at: number }) {
      return insertWithinDailyCap(
        db,
        { table: 'resumes', userId: values.user_id, now: values.created_at, cap: RESUMES_PER_DAY },
        (trx) => trx.insertInto('resumes').values(values).returning('id').executeTakeFirstOrThrow(),
      );
    },

    /** Breaks the unique index on (position, mobile) when that mobile has applied already. */
    addApplication(values: Insertable<JobApplicationsTable>) {
      return db
        .insertInto('job_applications')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
    },
  };
}
export type HiringRepository = ReturnType<typeof hiringRepository>;
