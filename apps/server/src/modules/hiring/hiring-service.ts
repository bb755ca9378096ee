import {
  RESUME_MAX_BYTES,
  RESUMES_PER_DAY,
  type ActionOutput,
  type ActionParams,
  type Lang,
} from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import { pageFrom } from '../../db/paged-list';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { localized } from '../../i18n/localized';
import { keepIfRecorded } from '../../lib/daily-cap';
import { readUploadedFile } from '../../lib/multipart-file';
import { toIso } from '../../lib/time';
import { questionnaireQuery } from '../questionnaire/questionnaire-query';
import type { HiringRepository } from './hiring-repository';
import { isPdf, sanitizeFileName, type ResumeStore } from './resume-store';

type Position = ActionOutput<'joinUs'>['list'][number];
type CardRow = Awaited<ReturnType<HiringRepository['openPage']>>['rows'][number];

const RESUME_MAX_MB = RESUME_MAX_BYTES / 1024 / 1024;
const dailyLimit = () => new AppError('resumeDailyLimit', { count: RESUMES_PER_DAY });

function toPosition(row: CardRow, lang: Lang): Position {
  return {
    id: row.id,
    title: localized(row, 'title', lang),
    department: localized(row, 'department', lang),
    city: localized(row, 'city', lang),
    kind: row.kind,
    summary: localized(row, 'summary', lang),
    headcount: row.headcount,
    published_at: toIso(row.published_at),
  };
}

export function hiringService(repo: HiringRepository, resumes: ResumeStore, clock: Clock) {
  async function openQuestionnaire(positionId: number) {
    const questions = await repo.openQuestionnaire(positionId);
    if (!questions) throw new AppError('jobNotFound');
    return questions;
  }

  return {
    async list(
      { kind, page, limit }: ActionParams<'joinUs'>,
      lang: Lang,
    ): Promise<ActionOutput<'joinUs'>> {
      return pageFrom(
        { page, limit },
        (offset) => repo.openPage(kind, offset, limit),
        (rows) => rows.map((row) => toPosition(row, lang)),
      );
    },

    async info(
      { id }: ActionParams<'joinUsInfo'>,
      lang: Lang,
    ): Promise<ActionOutput<'joinUsInfo'>> {
      const row = await repo.openById(id);
      if (!row) throw new AppError('jobNotFound');
      return {
        ...toPosition(row, lang),
        description: localized(row, 'description', lang),
        requirements: localized(row, 'requirements', lang),
        question_count: Number(row.question_count),
      };
    },

    async questionnaire(
      { id }: ActionParams<'joinUsQuestion'>,
      lang: Lang,
    ): Promise<ActionOutput<'joinUsQuestion'>> {
      const questions = await openQuestionnaire(id);
      return {
        position_id: id,
        questions: questions.map((q) => questionnaireQuery.toAsked(q, lang)),
      };
    },

    /** One application per mobile per position: the unique index settles concurrent ones. */
    async apply(
      input: ActionParams<'joinUserCreate'>,
      lang: Lang,
      userId: number,
    ): Promise<ActionOutput<'joinUserCreate'>> {
      const questions = await openQuestionnaire(input.position_id);
      const answers = questionnaireQuery.checkAgainst(questions, input.answers, lang);
      if (input.resume_id !== undefined && !(await repo.resumeOwnedBy(userId, input.resume_id))) {
        throw new AppError('resumeNotYours');
      }
      const now = clock.now();
      try {
        const row = await repo.addApplication({
          position_id: input.position_id,
          user_id: userId,
          name: input.name,
          mobile: input.mobile,
          email: input.email,
          answers: JSON.stringify(answers),
          resume_id: input.resume_id ?? null,
          created_at: now,
        });
        return { id: row.id, position_id: input.position_id, created_at: toIso(now) };
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('applicationDuplicate');
        throw err;
      }
    },

    /** Keeps a PDF, recognised by its content, as the user's private resume. */
    async uploadResume(
      userId: number,
      request: FastifyRequest,
    ): Promise<ActionOutput<'resumeUpload'>> {
      const now = clock.now();
      // Saves reading the file of an account already at its cap; the cap itself is held when
      // the resume is recorded.
      if (!(await repo.hasRoomForResume(userId, now))) throw dailyLimit();
      const { bytes, filename } = await readUploadedFile(request, {
        maxBytes: RESUME_MAX_BYTES,
        missing: () => new AppError('resumeMissing'),
        tooLarge: () => new AppError('resumeTooLarge', { mb: RESUME_MAX_MB }),
      });
      if (!isPdf(bytes)) throw new AppError('resumeNotPdf', { mb: RESUME_MAX_MB });
      const name = sanitizeFileName(filename);
      const file = await resumes.save(bytes);
      const row = await keepIfRecorded(
        () =>
          repo.addResume({
            user_id: userId,
            file,
            original_name: name,
            size: bytes.length,
            created_at: now,
          }),
        () => resumes.remove(file),
      );
      if (!row) throw dailyLimit();
      return { id: row.id, name, size: bytes.length };
    },
  };
}
export type HiringService = ReturnType<typeof hiringService>;
