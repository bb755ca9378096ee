import type { ActionOutput } from '@atelier/contract';
import { UPLOAD_FIELD } from '@atelier/contract/formats';
import { actionUrl } from './call-action';
import { request, type RequestOptions } from './request';

export type UploadedFile = ActionOutput<'upload'>;

/**
 * Sends one file to `upload` as a multipart form, with the session token, and resolves with
 * what the server stored. Refusals reject with a RequestError already shown to the user.
 */
export function uploadFile(
  file: Blob,
  options: Pick<RequestOptions, 'signal'> = {},
): Promise<UploadedFile> {
  const form = new FormData();
  if (file instanceof File) form.append(UPLOAD_FIELD, file, file.name);
  else form.append(UPLOAD_FIELD, file);
  return request<UploadedFile>({
    ...options,
    url: actionUrl('upload'),
    method: 'POST',
    data: form,
  });
}
