import type { ActionOutput } from '@atelier/contract';
import { uploadTo } from '@/shared/api/upload-file';
import { useAction } from '@/shared/api/use-action';

export type UploadedResume = ActionOutput<'resumeUpload'>;

/** A refusal (not a PDF, too large) is left to the form, which shows it beside the file. */
export function uploadResume(file: File): Promise<UploadedResume> {
  return uploadTo('resumeUpload', file, { quietRefusal: true });
}

/** Invalidates nothing: the stored file is only ever named by the application that follows. */
export function useUploadResume() {
  return useAction(uploadResume);
}
