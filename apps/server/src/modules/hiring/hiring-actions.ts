import type { ModuleHandlers } from '../action-handler';
import type { HiringService } from './hiring-service';

export const hiringActions = {
  joinUs: ({ input, services, lang }) => services.hiring.list(input, lang),
  joinUsInfo: ({ input, services, lang }) => services.hiring.info(input, lang),
  joinUsQuestion: ({ input, services, lang }) => services.hiring.questionnaire(input, lang),
  joinUserCreate: ({ input, services, lang, user }) => services.hiring.apply(input, lang, user.id),
  resumeUpload: ({ user, services, request }) => services.hiring.uploadResume(user.id, request),
} satisfies ModuleHandlers<{ hiring: HiringService }>;
