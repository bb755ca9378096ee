import type { Kysely } from 'kysely';
import type { CommunityTables } from '../../db/tables/community';

/** A group's join questions in order, each with its options in order: the form and the console. */
export async function groupQuestions(db: Kysely<CommunityTables>, groupId: number) {
  const questions = await db
    .selectFrom('community_questions')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const options =
    questions.length === 0
      ? []
      : await db
          .selectFrom('community_question_options')
          .selectAll()
          .where(
            'question_id',
            'in',
            questions.map((q) => q.id),
          )
          .orderBy('sort')
          .orderBy('id')
          .execute();
  return questions.map((q) => ({
    ...q,
    options: options.filter((o) => o.question_id === q.id),
  }));
}
