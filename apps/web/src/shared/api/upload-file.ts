import type { ActionOutput } from '@atelier/contract';
import { UPLOAD_FIELD } from '@atelier/contract/formats';
import type { ActionName, routes } from '@atelier/contract/routes';
import { actionUrl } from './call-action';
import { request, type RequestOptions } from './request';

export type UploadedFile = ActionOutput<'upload'>;

/** The actions that take a multipart form: `upload` (images) and `resumeUpload` (PDF). */
export type UploadAction = {
  [K in ActionName]: (typeof routes)[K] extends { body: 'multipart' } ? K : never;
}[ActionName];

/**
 * Sends one file to a multipart action, in the form field `file`, with the session token, and
 * resolves with what the server stored. Refusals reject with a RequestError, shown to the user
 * unless `quietRefusal` leaves that to the caller.
 */
export function uploadTo<K extends UploadAction>(
  action: K,
  file: Blob,
  options: Pick<RequestOptions, 'signal' | 'quietRefusal'> = {},
): Promise<ActionOutput<K>> {
  const form = new FormData();
  if (file instanceof File) form.append(UPLOAD_FIELD, file, file.name);
  else form.append(UPLOAD_FIELD, file);
  return request<ActionOutput<K>>({
    ...options,
    url: actionUrl(action),
    method: 'POST',
    data: form,
  });
}

/** Sends one image to `upload`. */
export function uploadFile(
  file: Blob,
  options: Pick<RequestOptions, 'signal'> = {},
): Promise<UploadedFile> {
  return uploadTo('upload', file, options);
}
