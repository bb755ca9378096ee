import {
  ANSWER_TEXT_MAX,
  APPLICANT_NAME_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  RESUME_MAX_BYTES,
} from '@atelier/contract/formats';
import type { ApplicationInput } from '../api/create-application';
import type { Question } from '../api/get-questionnaire';

/** A single choice holds an option id, a multiple choice option ids, a text question text. */
export type AnswerValue = number | number[] | string;

/** What the application form holds; answers are keyed by question id. */
export interface ApplicationValues {
  name: string;
  mobile: string;
  email: string;
  answers: Record<string, AnswerValue | undefined>;
}

export type ApplicantField = 'name' | 'mobile' | 'email';

/** Keys of the form's messages (`join` namespace, under `problem.`). */
export type ApplicationProblem =
  | 'nameRequired'
  | 'nameLength'
  | 'mobileRequired'
  | 'mobileFormat'
  | 'emailRequired'
  | 'emailFormat'
  | 'singleRequired'
  | 'multipleRequired'
  | 'textRequired'
  | 'textLength';

export type ResumeProblem = 'resumeEmpty' | 'resumeType' | 'resumeSize';

/** The most the form lets through, for the messages that quote them. */
export const limits = {
  name: APPLICANT_NAME_MAX,
  email: EMAIL_MAX,
  text: ANSWER_TEXT_MAX,
  resumeMb: RESUME_MAX_BYTES / 1024 / 1024,
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The contract's rules for the applicant's own fields, checked before sending. */
export function applicantProblem(field: ApplicantField, value: unknown): ApplicationProblem | null {
  const given = text(value);
  switch (field) {
    case 'name':
      if (given === '') return 'nameRequired';
      return given.length > APPLICANT_NAME_MAX ? 'nameLength' : null;
    case 'mobile':
      if (given === '') return 'mobileRequired';
      return MOBILE_PATTERN.test(given) ? null : 'mobileFormat';
    case 'email':
      if (given === '') return 'emailRequired';
      return given.length <= EMAIL_MAX && EMAIL_PATTERN.test(given) ? null : 'emailFormat';
  }
}

/** The option ids an answer picks, of those the question offers. */
function chosenOptions(question: Question, value: unknown): number[] {
  const offered = new Set(question.options.map((option) => option.id));
  const picked = Array.isArray(value)
    ? value
    : value === undefined || value === null
      ? []
      : [value];
  return [...new Set(picked)].filter(
    (id): id is number => typeof id === 'number' && offered.has(id),
  );
}

/** The server's rules for one answer: a required question answered, a text within its length. */
export function answerProblem(question: Question, value: unknown): ApplicationProblem | null {
  switch (question.kind) {
    case 'single':
      return question.required && chosenOptions(question, value).length === 0
        ? 'singleRequired'
        : null;
    case 'multiple':
      return question.required && chosenOptions(question, value).length === 0
        ? 'multipleRequired'
        : null;
    case 'text': {
      const answer = text(value);
      if (question.required && answer === '') return 'textRequired';
      return answer.length > ANSWER_TEXT_MAX ? 'textLength' : null;
    }
  }
}

/** The form's values as `joinUserCreate` takes them; questions left blank are not sent. */
export function toApplication(
  positionId: number,
  values: ApplicationValues,
  questions: Question[],
  resumeId: number | null,
): ApplicationInput {
  const answers: ApplicationInput['answers'] = [];
  for (const question of questions) {
    const value = values.answers[String(question.id)];
    if (question.kind === 'text') {
      const answer = text(value);
      if (answer !== '') answers.push({ question_id: question.id, option_ids: [], text: answer });
    } else {
      const optionIds = chosenOptions(question, value);
      if (optionIds.length > 0) {
        answers.push({ question_id: question.id, option_ids: optionIds, text: '' });
      }
    }
  }
  return {
    position_id: positionId,
    name: text(values.name),
    mobile: text(values.mobile),
    email: text(values.email),
    answers,
    ...(resumeId === null ? {} : { resume_id: resumeId }),
  };
}

const PDF_MAGIC = '%PDF-';

/** The first bytes of a file as text, for recognising its format. */
async function head(file: Blob, length: number): Promise<string> {
  const bytes = new Uint8Array(await file.slice(0, length).arrayBuffer());
  return String.fromCharCode(...bytes);
}

/**
 * The server's rules for a resume, checked before it is uploaded: not empty, at most 10 MB, and
 * a PDF by its name and its first bytes (the server recognises it by content too).
 */
export async function resumeProblem(file: File): Promise<ResumeProblem | null> {
  if (file.size === 0) return 'resumeEmpty';
  const named = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!named) return 'resumeType';
  if (file.size > RESUME_MAX_BYTES) return 'resumeSize';
  return (await head(file, PDF_MAGIC.length)) === PDF_MAGIC ? null : 'resumeType';
}

/** A file's size as a reader says it: "820 KB", "1.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
