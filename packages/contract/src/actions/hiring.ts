import { z } from 'zod';
import * as F from '../formats';
import { id, isoTime, mobile, pageInput, pageOf } from '../fields';
import { askedQuestion, questionnaireAnswers } from '../questionnaire';

const position = z.object({
  id,
  title: z.string(),
  department: z.string(),
  city: z.string(),
  kind: z.enum(F.JOB_KINDS),
  summary: z.string(),
  headcount: z.number().int(),
  published_at: isoTime,
});

export const joinUs = {
  summary: 'Open positions, newest first, paged; optionally of one kind',
  input: pageInput.extend({ kind: z.enum(F.JOB_KINDS).optional() }),
  output: pageOf(position),
};

export const joinUsInfo = {
  summary: 'One open position in full',
  input: z.object({ id }),
  output: position.extend({
    description: z.string().describe('Sanitised HTML: the work, the team'),
    requirements: z.string().describe('Sanitised HTML: who the studio looks for'),
    question_count: z.number().int(),
  }),
};

export const joinUsQuestion = {
  summary: 'The questionnaire of an open position, in order; options only on choice questions',
  input: z.object({ id: id.describe('The position') }),
  output: z.object({
    position_id: id,
    questions: z.array(askedQuestion),
  }),
};

export const joinUserCreate = {
  summary:
    'An application to an open position: one per mobile per position, answers checked against ' +
    'its questionnaire, an optional resume uploaded before with `resumeUpload`',
  input: z.object({
    position_id: id,
    name: z
      .string()
      .trim()
      .min(1, { error: 'format.applicantName' })
      .max(F.APPLICANT_NAME_MAX, { error: 'format.applicantName' }),
    mobile,
    email: z
      .string()
      .trim()
      .max(F.EMAIL_MAX, { error: 'format.email' })
      .regex(F.EMAIL_PATTERN, { error: 'format.email' }),
    answers: questionnaireAnswers,
    resume_id: id.optional().describe('From `resumeUpload`; the applicant’s own'),
  }),
  output: z.object({ id, position_id: id, created_at: isoTime }),
};

export const resumeUpload = {
  summary:
    'Multipart upload of a resume: a PDF (recognised by its content) of at most 10 MB, in the ' +
    'form field `file`. Kept private: only the studio reads it, through the application.',
  input: z.object({}),
  file: { types: ['application/pdf'], maxBytes: F.RESUME_MAX_BYTES },
  output: z.object({ id, name: z.string(), size: z.number().int() }),
};
