import type { Kysely } from 'kysely';
import type { HiringTables } from '../../db/tables/hiring';

/**
 * A posting's questionnaire as applicants are asked it, retired questions and options left out:
 * questions in order, each with its options in order. The join-us form and the console read it.
 */
export async function liveQuestionnaire(db: Kysely<HiringTables>, positionId: number) {
  const questions = await db
    .selectFrom('job_questions')
    .select(['id', 'kind', 'title_zh', 'title_en', 'required'])
    .where('position_id', '=', positionId)
    .where('retired', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const options =
    questions.length === 0
      ? []
      : await db
          .selectFrom('job_question_options')
          .select(['id', 'question_id', 'label_zh', 'label_en'])
          .where(
            'question_id',
            'in',
            questions.map((q) => q.id),
          )
          .where('retired', '=', 0)
          .orderBy('sort')
          .orderBy('id')
          .execute();
  return questions.map((q) => ({
    id: q.id,
    kind: q.kind,
    title_zh: q.title_zh,
    title_en: q.title_en,
    required: q.required === 1,
    options: options
      .filter((o) => o.question_id === q.id)
      .map((o) => ({ id: o.id, label_zh: o.label_zh, label_en: o.label_en })),
  }));
}
