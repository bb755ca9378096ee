import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { uploadTo } from '@/shared/api/upload-file';

export type ApplicationInput = ActionInput<'joinUserCreate'>;
export type Application = ActionOutput<'joinUserCreate'>;
export type UploadedResume = ActionOutput<'resumeUpload'>;

/** A refusal (not a PDF, too large) is left to the form, which shows it beside the file. */
export function uploadResume(file: File): Promise<UploadedResume> {
  return uploadTo('resumeUpload', file, { quietRefusal: true });
}

/** A refusal (a duplicate application, a changed questionnaire) is shown in the form itself. */
export function createApplication(input: ApplicationInput): Promise<Application> {
  return callAction('joinUserCreate', input, { quietRefusal: true });
}
