import { ownTables, type Connection } from '../../db/connection';
import type { Lang } from '@atelier/contract';
import type { HiringTables } from '../../db/tables/hiring';
import { localized } from '../../i18n/localized';
import { questionnaireQuery, type StoredAnswer } from '../questionnaire/questionnaire-query';
import { toIso } from '../../lib/time';

/**
 * The customer's job applications with their answers and résumé. `resume.file` is the stored
 * file's name, for the archive to copy; it is not part of what the customer is shown.
 */
export async function hiringPersonalData(dbGiven: Connection, userId: number, lang: Lang) {
  const db = ownTables<HiringTables>(dbGiven);
  const rows = await db
    .selectFrom('job_applications as a')
    .innerJoin('job_positions as p', 'p.id', 'a.position_id')
    .leftJoin('resumes as r', 'r.id', 'a.resume_id')
    .select([
      'a.id',
      'a.position_id',
      'p.title_zh',
      'p.title_en',
      'a.name',
      'a.mobile',
      'a.email',
      'a.answers',
      'a.status',
      'a.created_at',
      'r.file',
      'r.original_name',
      'r.size',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.id')
    .execute();
  const stored = rows.map((r) => JSON.parse(r.answers) as StoredAnswer[]);
  const questionIds = stored.flat().map((a) => a.question_id);
  const optionIds = stored.flat().flatMap((a) => a.option_ids);
  const questions = await questionnaireQuery.questionsByIds(db, questionIds);
  const choices = await questionnaireQuery.choiceLabels(db, optionIds, lang);
  const titles = new Map(questions.map((q) => [q.id, localized(q, 'title', lang)]));
  return rows.map((r, i) => ({
    id: r.id,
    position: localized(r, 'title', lang),
    name: r.name,
    mobile: r.mobile,
    email: r.email,
    status: r.status,
    created_at: toIso(Number(r.created_at)),
    answers: (stored[i] ?? []).map((a) => ({
      question: titles.get(a.question_id) ?? '',
      answer: a.option_ids.length > 0 ? choices(a.option_ids) : a.text,
    })),
    resume:
      r.file === null || r.original_name === null
        ? null
        : { file: r.file, name: r.original_name, size: Number(r.size) },
  }));
}
