import type { Lang, QuestionKind } from '@atelier/contract';
import { AppError } from '../../errors';
import { localized } from '../../i18n/localized';

/** An answer as a form sends it: chosen options, or text. */
interface Answer {
  question_id: number;
  option_ids?: number[];
  text?: string;
}

export interface Question {
  id: number;
  kind: QuestionKind;
  title_zh: string;
  title_en: string;
  required: number;
  option_ids: ReadonlySet<number>;
}

/** An answer as stored: choice questions keep their options, text questions their text. */
export interface StoredAnswer {
  question_id: number;
  option_ids: number[];
  text: string;
}

/**
 * Checks answers against a questionnaire (a position's, a group's) and returns them in its order, without
 * unanswered optional questions. Every refusal names the question, in the request's language.
 */
export function checkAnswers(
  questions: readonly Question[],
  answers: readonly Answer[],
  lang: Lang,
): StoredAnswer[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, Answer>();
  for (const answer of answers) {
    const question = byId.get(answer.question_id);
    if (!question) throw new AppError('answerUnknownQuestion');
    if (given.has(answer.question_id)) {
      throw new AppError('answerDuplicate', { question: localized(question, 'title', lang) });
    }
    given.set(answer.question_id, answer);
  }

  const stored: StoredAnswer[] = [];
  for (const question of questions) {
    const refuse = (key: 'answerRequired' | 'answerOneChoice' | 'answerWrongOption') =>
      new AppError(key, { question: localized(question, 'title', lang) });
    const answer = given.get(question.id);
    const optionIds = [...new Set(answer?.option_ids ?? [])];
    const text = answer?.text ?? '';
    if (question.kind === 'text') {
      if (optionIds.length > 0) throw refuse('answerWrongOption');
      if (text === '') {
        if (question.required) throw refuse('answerRequired');
        continue;
      }
      stored.push({ question_id: question.id, option_ids: [], text });
      continue;
    }
    if (optionIds.some((id) => !question.option_ids.has(id))) throw refuse('answerWrongOption');
    if (optionIds.length === 0) {
      if (question.required) throw refuse('answerRequired');
      continue;
    }
    if (question.kind === 'single' && optionIds.length > 1) throw refuse('answerOneChoice');
    stored.push({ question_id: question.id, option_ids: optionIds, text: '' });
  }
  return stored;
}
