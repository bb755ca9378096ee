import type { ActionInput } from '@atelier/contract';
import type { GroupQuestion } from '../api/group-queries';

/** The form's answers by question id: a radio's option, checkboxes' options, or text. */
export interface JoinValues {
  answers?: Record<string, number | number[] | string | undefined>;
  agree?: boolean;
}

/** Whether a question has an answer at all (what a required mark asks for). */
export function isAnswered(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return typeof value === 'number';
}

/** The application as the server takes it; unanswered questions are left out. */
export function toJoinInput(
  groupId: number,
  version: number,
  questions: readonly GroupQuestion[],
  values: JoinValues,
): ActionInput<'groupJoinCreate'> {
  type Answer = ActionInput<'groupJoinCreate'>['answers'] extends (infer A)[] | undefined
    ? A
    : never;
  const answers = questions.flatMap((question): Answer[] => {
    const value = values.answers?.[String(question.id)];
    if (!isAnswered(value)) return [];
    if (question.kind === 'text') {
      return [{ question_id: question.id, text: String(value).trim() }];
    }
    const ids = Array.isArray(value) ? value : [value as number];
    return [{ question_id: question.id, option_ids: ids }];
  });
  return { group_id: groupId, agree: true, convention_version: version, answers };
}
