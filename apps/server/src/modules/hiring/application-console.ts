import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import { APPLICATION_MOVES, type ApplicationStatus } from '@atelier/contract/hiring-codes';
import { sql, type Kysely } from 'kysely';
import { pagedList } from '../../db/paged-list';
import type { HiringTables } from '../../db/tables/hiring';
import { containsPattern } from '../../db/like-pattern';
import { AppError } from '../../errors';
import { localized } from '../../i18n/localized';
import { t, type MessageKey } from '../../i18n/messages';
import { questionnaireQuery, type StoredAnswer } from '../questionnaire/questionnaire-query';
import type { Clock } from '../../lib/clock';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv';
import { dayRangeIn, toIso } from '../../lib/time';
import type { Auditor } from '../../kernel/auditor';

type Filter = ActionParams<'applicationExport'>;
type ApplicationInfo = ActionOutput<'applicationInfo'>;
type ApplicationRow = ActionOutput<'applicationList'>['list'][number];

const EXPORT_MAX = 10_000;
const EXPORT_COLUMNS = [
  'id',
  'position',
  'name',
  'mobile',
  'email',
  'status',
  'resume',
  'created_at',
] as const;

export interface ApplicationConsoleDeps {
  clock: Clock;
  /** The shop's time zone, which the date filters' days are in. */
  timeZone: () => Promise<string>;
}

/** The applications inbox (operators): filter, read with answers, move with a note, export. */
export function applicationConsole(db: Kysely<HiringTables>, deps: ApplicationConsoleDeps) {
  async function filtered(filter: Filter) {
    let query = db
      .selectFrom('job_applications as a')
      .innerJoin('job_positions as p', 'p.id', 'a.position_id');
    if (filter.position_id !== undefined)
      query = query.where('a.position_id', '=', filter.position_id);
    if (filter.status !== undefined) query = query.where('a.status', '=', filter.status);
    if (filter.keyword) {
      // lower() on both sides: SQLite's LIKE ignores ASCII case and PostgreSQL's does not.
      const pattern = containsPattern(filter.keyword);
      query = query.where(
        sql<boolean>`(lower(a.name) like ${pattern} escape '\\' or a.mobile like ${pattern} escape '\\' or lower(a.email) like ${pattern} escape '\\')`,
      );
    }
    if (filter.from || filter.to) {
      const { start, end } = dayRangeIn(filter, await deps.timeZone());
      if (start !== undefined) query = query.where('a.created_at', '>=', start);
      if (end !== undefined) query = query.where('a.created_at', '<', end);
    }
    return query;
  }

  const rowColumns = [
    'a.id',
    'a.position_id',
    'p.title_zh',
    'p.title_en',
    'a.name',
    'a.mobile',
    'a.email',
    'a.status',
    'a.resume_id',
    'a.created_at',
    'a.updated_at',
  ] as const;
  type Row = {
    id: number;
    position_id: number;
    title_zh: string;
    title_en: string;
    name: string;
    mobile: string;
    email: string;
    status: ApplicationStatus;
    resume_id: number | null;
    created_at: number;
    updated_at: number;
  };

  function toRow(row: Row, lang: Lang): ApplicationRow {
    return {
      id: row.id,
      position: { id: row.position_id, title: localized(row, 'title', lang) },
      name: row.name,
      mobile: row.mobile,
      email: row.email,
      status: row.status,
      has_resume: row.resume_id !== null,
      created_at: toIso(Number(row.created_at)),
      updated_at: toIso(Number(row.updated_at)),
    };
  }

  /** The stored answers beside their questions, retired ones included, in questionnaire order. */
  async function answersOf(
    trx: Kysely<HiringTables>,
    positionId: number,
    stored: StoredAnswer[],
    lang: Lang,
  ) {
    const questions = await questionnaireQuery.everyQuestion(trx, {
      kind: 'position',
      id: positionId,
    });
    const choices = await questionnaireQuery.choiceLabels(
      trx,
      stored.flatMap((a) => a.option_ids),
      lang,
    );
    const byId = new Map(questions.map((q) => [q.id, q]));
    return stored
      .flatMap((answer) => {
        const question = byId.get(answer.question_id);
        if (!question) return [];
        return [
          {
            sort: question.sort + (question.retired === 1 ? 10_000 : 0),
            question: localized(question, 'title', lang),
            kind: question.kind,
            answer: question.kind === 'text' ? answer.text : choices(answer.option_ids),
            retired: question.retired === 1,
          },
        ];
      })
      .sort((a, b) => a.sort - b.sort)
      .map(({ sort: _sort, ...shown }) => shown);
  }

  async function infoOf(
    trx: Kysely<HiringTables>,
    id: number,
    lang: Lang,
  ): Promise<ApplicationInfo> {
    const row = await trx
      .selectFrom('job_applications as a')
      .innerJoin('job_positions as p', 'p.id', 'a.position_id')
      .leftJoin('resumes as r', 'r.id', 'a.resume_id')
      .select([...rowColumns, 'a.answers', 'r.original_name', 'r.size'])
      .where('a.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('applicationNotFound');
    const moves = await trx
      .selectFrom('job_application_moves')
      .select(['from_status', 'to_status', 'note', 'staff_name', 'created_at'])
      .where('application_id', '=', id)
      .orderBy('id')
      .execute();
    const stored = JSON.parse(row.answers) as StoredAnswer[];
    return {
      ...toRow(row, lang),
      answers: await answersOf(trx, row.position_id, stored, lang),
      resume:
        row.resume_id === null
          ? null
          : { name: row.original_name ?? 'resume.pdf', size: Number(row.size ?? 0) },
      moves: moves.map((m) => ({
        from: m.from_status,
        to: m.to_status,
        note: m.note,
        by: m.staff_name,
        at: toIso(Number(m.created_at)),
      })),
      next: [...APPLICATION_MOVES[row.status]],
    };
  }

  return {
    async list(
      input: ActionParams<'applicationList'>,
      lang: Lang,
    ): Promise<ActionOutput<'applicationList'>> {
      const query = await filtered(input);
      return pagedList(
        query.select(rowColumns).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'),
        query,
        input,
        (rows) => rows.map((row) => toRow(row, lang)),
      );
    },

    info(id: number, lang: Lang): Promise<ApplicationInfo> {
      return infoOf(db, id, lang);
    },

    /**
     * Moves from the status the staff member saw. The update is conditional on it, so of two
     * moves at once one lands and the other is refused: one history, nothing lost unseen.
     */
    async move(
      { id, from, to, note }: ActionParams<'applicationMove'>,
      audit: Auditor,
      lang: Lang,
    ): Promise<ApplicationInfo> {
      const now = deps.clock.now();
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('job_applications')
          .select(['id', 'status'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) throw new AppError('applicationNotFound');
        if (current.status !== from) throw new AppError('applicationMovedMeanwhile');
        if (!APPLICATION_MOVES[from].includes(to)) {
          throw new AppError('applicationMoveNotAllowed', {
            from: t(lang, `applicationStatus.${from}` as MessageKey),
            to: t(lang, `applicationStatus.${to}` as MessageKey),
          });
        }
        const result = await trx
          .updateTable('job_applications')
          .set({ status: to, updated_at: now })
          .where('id', '=', id)
          .where('status', '=', from)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new AppError('applicationMovedMeanwhile');
        await trx
          .insertInto('job_application_moves')
          .values({
            application_id: id,
            from_status: from,
            to_status: to,
            note,
            staff_id: audit.actor.id,
            staff_name: audit.actor.name,
            created_at: now,
          })
          .execute();
        await audit.record(trx, {
          target_type: 'application',
          target_id: id,
          before: { status: from },
          after: { status: to, note },
        });
        return infoOf(trx, id, lang);
      });
    },

    async exportCsv(
      input: ActionParams<'applicationExport'>,
      lang: Lang,
    ): Promise<ActionOutput<'applicationExport'>> {
      const rows = await (
        await filtered(input)
      )
        .select(rowColumns)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(EXPORT_MAX)
        .execute();
      const header = EXPORT_COLUMNS.map((column) =>
        t(lang, `applicationExport.${column}` as MessageKey),
      );
      const lines = rows.map((row) => [
        String(row.id),
        localized(row, 'title', lang),
        row.name,
        row.mobile,
        row.email,
        t(lang, `applicationStatus.${row.status}` as MessageKey),
        t(lang, row.resume_id === null ? 'applicationExport.no' : 'applicationExport.yes'),
        toIso(Number(row.created_at)),
      ]);
      return {
        filename: `applications-${new Date(deps.clock.now()).toISOString().slice(0, 10)}.csv`,
        csv: spreadsheetCsv([header, ...lines]),
        rows: lines.length,
      };
    },

    /** The résumé file of an application, for staff only (the caller checks the permission). */
    async resumeOf(id: number) {
      const row = await db
        .selectFrom('job_applications as a')
        .innerJoin('resumes as r', 'r.id', 'a.resume_id')
        .select(['r.file', 'r.original_name'])
        .where('a.id', '=', id)
        .executeTakeFirst();
      if (!row) throw new AppError('resumeNotFound');
      return row;
    },
  };
}
export type ApplicationConsole = ReturnType<typeof applicationConsole>;
