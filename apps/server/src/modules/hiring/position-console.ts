import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import type { Kysely, Selectable } from 'kysely';
import { pagedList } from '../../db/paged-list';
import type { HiringTables } from '../../db/tables/hiring';
import type { JobPositionsTable } from '../../db/tables/hiring';
import { AppError } from '../../errors';
import { localized, untranslated } from '../../i18n/localized';
import type { Clock } from '../../lib/clock';
import { sanitizeRichText } from '../../lib/rich-text';
import { toIso } from '../../lib/time';
import type { Auditor } from '../../kernel/auditor';
import {
  questionnaireQuery,
  type QuestionnaireRefusals,
} from '../questionnaire/questionnaire-query';

type PositionBody = ActionParams<'positionSave'>['body'];
type PositionInfo = ActionOutput<'positionInfo'>;
type PositionRow = ActionOutput<'positionList'>['list'][number];
type Position = Selectable<JobPositionsTable>;

const TEXT_FIELDS = [
  'title',
  'department',
  'city',
  'summary',
  'description',
  'requirements',
] as const;

function toRow(
  row: Position & { question_count: number | string; application_count: number | string },
  lang: Lang,
): PositionRow {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    title: localized(row, 'title', lang),
    department: localized(row, 'department', lang),
    city: localized(row, 'city', lang),
    headcount: row.headcount,
    question_count: Number(row.question_count),
    application_count: Number(row.application_count),
    missing_english: untranslated(row, TEXT_FIELDS),
    published_at: toIso(Number(row.published_at)),
    updated_at: toIso(Number(row.updated_at)),
    closed_at: row.closed_at === null ? null : toIso(Number(row.closed_at)),
  };
}

/** The posting's own columns as a body, for the editor and the audit trail. */
function bodyOf(row: Position): Omit<PositionBody, 'questions'> {
  return {
    kind: row.kind,
    status: row.status,
    title_zh: row.title_zh,
    title_en: row.title_en,
    department_zh: row.department_zh,
    department_en: row.department_en,
    city_zh: row.city_zh,
    city_en: row.city_en,
    summary_zh: row.summary_zh,
    summary_en: row.summary_en,
    description_zh: row.description_zh,
    description_en: row.description_en,
    requirements_zh: row.requirements_zh,
    requirements_en: row.requirements_en,
    headcount: row.headcount,
  };
}

/** Refusals name a question by its number: its title may be long, or in the other language. */
const questionRefusals: QuestionnaireRefusals = {
  unknown: 'questionNotInPosition',
  needsOptions: 'questionNeedsOptions',
  textHasOptions: 'questionTextHasOptions',
};

/** Job postings in the console (editors): list, read, create and replace with a questionnaire. */
export function positionConsole(db: Kysely<HiringTables>, clock: Clock) {
  const withCounts = (trx: Kysely<HiringTables>) =>
    trx
      .selectFrom('job_positions as p')
      .selectAll('p')
      .select((eb) => [
        questionnaireQuery.liveCount(trx, 'position', 'p.id').as('question_count'),
        eb
          .selectFrom('job_applications as a')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('a.position_id', '=', 'p.id')
          .as('application_count'),
      ]);

  async function infoOf(trx: Kysely<HiringTables>, id: number, lang: Lang): Promise<PositionInfo> {
    const row = await withCounts(trx).where('p.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('positionNotFound');
    const questions = await questionnaireQuery.live(trx, { kind: 'position', id });
    return {
      ...toRow(
        {
          ...row,
          question_count: row.question_count ?? 0,
          application_count: row.application_count ?? 0,
        },
        lang,
      ),
      body: { ...bodyOf(row), questions },
    };
  }

  return {
    async list(
      input: ActionParams<'positionList'>,
      lang: Lang,
    ): Promise<ActionOutput<'positionList'>> {
      let rows = withCounts(db);
      let count = db.selectFrom('job_positions as p');
      if (input.status !== undefined) {
        rows = rows.where('p.status', '=', input.status);
        count = count.where('p.status', '=', input.status);
      }
      return pagedList(
        rows.orderBy('p.updated_at', 'desc').orderBy('p.id', 'desc'),
        count,
        input,
        (list) =>
          list.map((row) =>
            toRow(
              {
                ...row,
                question_count: row.question_count ?? 0,
                application_count: row.application_count ?? 0,
              },
              lang,
            ),
          ),
      );
    },

    info(id: number, lang: Lang): Promise<PositionInfo> {
      return infoOf(db, id, lang);
    },

    /**
     * Creates or replaces a posting with its questionnaire in one transaction, audited with
     * before and after. Closing records when; reopening clears it; the first opening of a draft
     * is its publication time.
     */
    async save(
      { id, body }: ActionParams<'positionSave'>,
      audit: Auditor,
      lang: Lang,
    ): Promise<PositionInfo> {
      const now = clock.now();
      const clean = {
        ...body,
        description_zh: sanitizeRichText(body.description_zh),
        description_en: sanitizeRichText(body.description_en),
        requirements_zh: sanitizeRichText(body.requirements_zh),
        requirements_en: sanitizeRichText(body.requirements_en),
      };
      const { questions, ...columns } = clean;
      const saved = await db.transaction().execute(async (trx) => {
        const before =
          id === undefined
            ? undefined
            : await trx
                .selectFrom('job_positions')
                .selectAll()
                .where('id', '=', id)
                .executeTakeFirst();
        if (id !== undefined && !before) throw new AppError('positionNotFound');
        const beforeQuestions = before
          ? await questionnaireQuery.live(trx, { kind: 'position', id: before.id })
          : [];
        const status = {
          status: columns.status,
          open: columns.status === 'open' ? 1 : 0,
          closed_at:
            columns.status !== 'closed'
              ? null
              : before?.status === 'closed'
                ? before.closed_at
                : now,
          published_at:
            before && !(before.status === 'draft' && columns.status === 'open')
              ? before.published_at
              : now,
          updated_at: now,
        };
        let positionId: number;
        if (before) {
          await trx
            .updateTable('job_positions')
            .set({ ...columns, ...status })
            .where('id', '=', before.id)
            .execute();
          positionId = before.id;
        } else {
          const row = await trx
            .insertInto('job_positions')
            .values({ ...columns, ...status })
            .returning('id')
            .executeTakeFirstOrThrow();
          positionId = row.id;
        }
        // Applications name questions and options by id: once any, those left out are retired.
        const answered = await trx
          .selectFrom('job_applications')
          .select('id')
          .where('position_id', '=', positionId)
          .limit(1)
          .executeTakeFirst();
        await questionnaireQuery.replace(trx, { kind: 'position', id: positionId }, questions, {
          refusals: questionRefusals,
          answered: answered !== undefined,
        });
        const after = await infoOf(trx, positionId, lang);
        await audit.record(trx, {
          target_type: 'position',
          target_id: positionId,
          before: before ? { ...bodyOf(before), questions: beforeQuestions } : null,
          after: { ...after.body, closed_at: after.closed_at },
        });
        return after;
      });
      return saved;
    },
  };
}
export type PositionConsole = ReturnType<typeof positionConsole>;
