import type { ActionParams } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { HiringTables } from '../../db/tables/hiring';
import { AppError } from '../../errors';
import { liveQuestionnaire } from './live-questionnaire';

type QuestionInput = ActionParams<'positionSave'>['body']['questions'][number];

/** Refusals name a question by its number: its title may be long, or in the other language. */
function checkShape(question: QuestionInput, index: number): void {
  if (question.kind === 'text' && question.options.length > 0) {
    throw new AppError('questionTextHasOptions', { n: index + 1 });
  }
  if (question.kind !== 'text' && question.options.length < 2) {
    throw new AppError('questionNeedsOptions', { n: index + 1 });
  }
}

/**
 * Makes the posting's questionnaire the one given, in its order. A question or option sent with
 * its id is updated in place; one left out is retired (kept, hidden) when anyone has applied, so
 * stored answers still name their question, and deleted otherwise. A question whose kind changes
 * is a new question: its old answers keep the old one.
 */
export async function writeQuestionnaire(
  trx: Kysely<HiringTables>,
  positionId: number,
  questions: QuestionInput[],
): Promise<void> {
  questions.forEach(checkShape);
  const current = await liveQuestionnaire(trx, positionId);
  const byId = new Map(current.map((q) => [q.id, q]));
  const sentIds = questions.flatMap((q) => (q.id === undefined ? [] : [q.id]));
  if (new Set(sentIds).size !== sentIds.length || sentIds.some((qid) => !byId.has(qid))) {
    throw new AppError('questionNotInPosition');
  }
  const answered = await trx
    .selectFrom('job_applications')
    .select('id')
    .where('position_id', '=', positionId)
    .limit(1)
    .executeTakeFirst();

  const kept = new Set<number>();
  for (const [sort, question] of questions.entries()) {
    const old = question.id === undefined ? undefined : byId.get(question.id);
    const fields = {
      title_zh: question.title_zh,
      title_en: question.title_en,
      required: question.required ? 1 : 0,
      sort,
    };
    let questionId: number;
    if (old && old.kind === question.kind) {
      await trx.updateTable('job_questions').set(fields).where('id', '=', old.id).execute();
      questionId = old.id;
      kept.add(old.id);
    } else {
      const row = await trx
        .insertInto('job_questions')
        .values({ position_id: positionId, kind: question.kind, ...fields })
        .returning('id')
        .executeTakeFirstOrThrow();
      questionId = row.id;
    }
    await writeOptions(
      trx,
      questionId,
      old && kept.has(old.id) ? old.options : [],
      question,
      !!answered,
    );
  }
  const dropped = current.filter((q) => !kept.has(q.id)).map((q) => q.id);
  if (dropped.length > 0) {
    if (answered) {
      await trx
        .updateTable('job_questions')
        .set({ retired: 1 })
        .where('id', 'in', dropped)
        .execute();
    } else {
      await trx.deleteFrom('job_questions').where('id', 'in', dropped).execute();
    }
  }
}

async function writeOptions(
  trx: Kysely<HiringTables>,
  questionId: number,
  current: Array<{ id: number }>,
  question: QuestionInput,
  answered: boolean,
): Promise<void> {
  const known = new Set(current.map((o) => o.id));
  const sent = question.options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
  if (new Set(sent).size !== sent.length || sent.some((oid) => !known.has(oid))) {
    throw new AppError('questionNotInPosition');
  }
  for (const [sort, option] of question.options.entries()) {
    const fields = { label_zh: option.label_zh, label_en: option.label_en, sort };
    if (option.id !== undefined) {
      await trx
        .updateTable('job_question_options')
        .set(fields)
        .where('id', '=', option.id)
        .execute();
    } else {
      await trx
        .insertInto('job_question_options')
        .values({ question_id: questionId, ...fields })
        .execute();
    }
  }
  const dropped = current.map((o) => o.id).filter((oid) => !sent.includes(oid));
  if (dropped.length === 0) return;
  if (answered) {
    await trx
      .updateTable('job_question_options')
      .set({ retired: 1 })
      .where('id', 'in', dropped)
      .execute();
  } else {
    await trx.deleteFrom('job_question_options').where('id', 'in', dropped).execute();
  }
}
