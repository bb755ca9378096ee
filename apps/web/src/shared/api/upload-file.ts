import type { ActionOutput } from '@atelier/contract';
import type { SiteActionName, siteRoutes } from '@atelier/contract/routes';
import { sendAction } from './send-action';
import type { CallOptions } from './transport';

export type UploadedFile = ActionOutput<'upload'>;

/** The actions that take a multipart form: `upload` (images) and `resumeUpload` (PDF). */
export type UploadAction = {
  [K in SiteActionName]: (typeof siteRoutes)[K] extends { body: 'multipart' } ? K : never;
}[SiteActionName];

/**
 * Sends one file to a multipart action, in the form field `file`, with the session token, and
 * resolves with what the server stored. Refusals reject with a RequestError, shown to the user
 * unless `quietRefusal` leaves that to the caller.
 */
export function uploadTo<K extends UploadAction>(
  action: K,
  file: Blob,
  options?: Pick<CallOptions, 'signal' | 'quietRefusal'>,
): Promise<ActionOutput<K>> {
  return sendAction(action, file, options) as Promise<ActionOutput<K>>;
}

/** Sends one image to `upload`. */
export function uploadFile(
  file: Blob,
  options?: Pick<CallOptions, 'signal'>,
): Promise<UploadedFile> {
  return uploadTo('upload', file, options);
}
