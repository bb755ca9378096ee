import { z } from 'zod';
import { required, text } from './admin/console-fields';
import { id } from './fields';
import { ANSWER_TEXT_MAX, QUESTION_KINDS } from './formats';

/**
 * A questionnaire: questions of a kind (one choice, several, or text), each with options in
 * order. Groups ask one of those who would join, job positions one of applicants; both speak
 * these shapes. What differs between them is only how long an option's label may be.
 */
export const questionKind = z.enum(QUESTION_KINDS);

/** A question as staff edit it, both languages; sent with its id (and its options') to keep it. */
export function questionnaireQuestion(labelMax: number) {
  return z.object({
    id: id.optional().describe('Kept when an existing question is edited'),
    kind: questionKind,
    title_zh: required(200),
    title_en: text(200),
    required: z.boolean(),
    options: z
      .array(
        z.object({
          id: id.optional().describe('Kept when an existing option is edited'),
          label_zh: required(labelMax),
          label_en: text(labelMax),
        }),
      )
      .max(20)
      .default([])
      .describe('Choice questions only, at least two'),
  });
}
export type QuestionnaireQuestion = z.infer<ReturnType<typeof questionnaireQuestion>>;

/** A question as the console reads it back: every id known. */
export function storedQuestionnaireQuestion(labelMax: number) {
  return questionnaireQuestion(labelMax).extend({
    id,
    options: z.array(z.object({ id, label_zh: z.string(), label_en: z.string() })),
  });
}

/** A question as it is asked, in the reader's language; options only on choice questions. */
export const askedQuestion = z.object({
  id,
  kind: questionKind,
  title: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ id, label: z.string() })),
});
export type AskedQuestion = z.infer<typeof askedQuestion>;

/** One answer as a form sends it: the options chosen, or the text written. */
export const questionnaireAnswer = z.object({
  question_id: id,
  option_ids: z.array(id).max(20).default([]).describe('Chosen options of a choice question'),
  text: z.string().trim().max(ANSWER_TEXT_MAX).default('').describe('A text answer'),
});
export type QuestionnaireAnswer = z.infer<typeof questionnaireAnswer>;

/** A form's answers: at most one per question. */
export const questionnaireAnswers = z.array(questionnaireAnswer).max(50);
