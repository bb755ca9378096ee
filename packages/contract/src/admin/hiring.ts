import { z } from 'zod';
import * as F from '../formats';
import { csvFile, day, id, integer, isoTime, pageInput, pageOf } from '../fields';
import { questionnaireQuestion, storedQuestionnaireQuestion } from '../questionnaire';
import type { ActionSchema } from '../registry';
import { missingEnglish, required, text } from './console-fields';
import { APPLICATION_STATUSES, POSITION_QUESTIONS_MAX, POSITION_STATUSES } from '../hiring-codes';

export const questionInput = questionnaireQuestion(100);

export const positionBody = z.object({
  kind: z.enum(F.JOB_KINDS),
  status: z.enum(POSITION_STATUSES),
  title_zh: required(100),
  title_en: text(100),
  department_zh: text(100),
  department_en: text(100),
  city_zh: text(50),
  city_en: text(50),
  summary_zh: text(300),
  summary_en: text(300),
  description_zh: text(20_000).describe('HTML, sanitised when saved'),
  description_en: text(20_000),
  requirements_zh: text(20_000).describe('HTML, sanitised when saved'),
  requirements_en: text(20_000),
  headcount: integer({ min: 1, max: 999, error: 'format.headcount' }),
  questions: z.array(questionInput).max(POSITION_QUESTIONS_MAX),
});
export type PositionBody = z.infer<typeof positionBody>;

export const positionRow = z.object({
  id,
  kind: z.enum(F.JOB_KINDS),
  status: z.enum(POSITION_STATUSES),
  title: z.string(),
  department: z.string(),
  city: z.string(),
  headcount: z.number().int(),
  question_count: z.number().int(),
  application_count: z.number().int(),
  missing_english: missingEnglish,
  published_at: isoTime,
  updated_at: isoTime,
  closed_at: isoTime.nullable().describe('When it last closed: résumés are kept a year from then'),
});

const storedQuestion = storedQuestionnaireQuestion(100);

export const positionList = {
  summary: 'Job postings for editors, newest first, by status',
  input: pageInput.extend({ status: z.enum(POSITION_STATUSES).optional() }),
  output: pageOf(positionRow),
};

export const positionInfo = {
  summary: 'One posting in both languages with its questionnaire',
  input: z.object({ id }),
  output: positionRow.extend({
    body: positionBody.extend({ questions: z.array(storedQuestion) }),
  }),
};

export const positionSave = {
  summary:
    'Creates (no id) or replaces a posting and its questionnaire. Questions sent with their id ' +
    'are kept; one left out is retired, so the answers already given to it stay readable',
  input: z.object({ id: id.optional(), body: positionBody }),
  output: positionInfo.output,
};

const answerShown = z.object({
  question: z.string(),
  kind: z.enum(F.QUESTION_KINDS),
  answer: z.string().describe('The text, or the chosen options joined'),
  retired: z.boolean().describe('The question has since left the questionnaire'),
});

export const applicationRow = z.object({
  id,
  position: z.object({ id, title: z.string() }),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  has_resume: z.boolean(),
  created_at: isoTime,
  updated_at: isoTime,
});

export const applicationFilter = z.object({
  position_id: id.optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  keyword: z.string().trim().max(50).optional().describe('Part of a name, mobile or email'),
  from: day.optional().describe('First day applied, in the shop’s time zone'),
  to: day.optional().describe('Last day applied, included'),
});

export const applicationList = {
  summary: 'The applications inbox, newest first, filtered',
  input: pageInput.extend(applicationFilter.shape),
  output: pageOf(applicationRow),
};

export const applicationMoveRow = z.object({
  from: z.enum(APPLICATION_STATUSES),
  to: z.enum(APPLICATION_STATUSES),
  note: z.string(),
  by: z.string(),
  at: isoTime,
});

export const applicationInfo = {
  summary: 'One application: its answers beside their questions, résumé, and moves',
  input: z.object({ id }),
  output: applicationRow.extend({
    answers: z.array(answerShown),
    resume: z.object({ name: z.string(), size: z.number().int() }).nullable(),
    moves: z.array(applicationMoveRow),
    next: z.array(z.enum(APPLICATION_STATUSES)).describe('Where staff may move it now'),
  }),
};

export const applicationMove = {
  summary:
    'Moves an application from the status the staff member saw to the next one, with a note; ' +
    'refused when someone else moved it first',
  input: z.object({
    id,
    from: z.enum(APPLICATION_STATUSES),
    to: z.enum(APPLICATION_STATUSES),
    note: text(500),
  }),
  output: applicationInfo.output,
};

export const applicationExport = {
  summary: 'The filtered applications as a CSV file, headed in the request’s language',
  input: applicationFilter,
  output: z.object({ filename: z.string(), csv: csvFile, rows: z.number().int() }),
};

export const hiringConsoleSchemas = {
  positionList,
  positionInfo,
  positionSave,
  applicationList,
  applicationInfo,
  applicationMove,
  applicationExport,
} satisfies Record<string, ActionSchema>;
