import { z } from 'zod';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '../formats';
import { empty } from '../fields';
import { profile } from './account';

export const avatarUpdate = {
  summary: 'Makes one of your uploaded images your avatar, scaled to a square of at most 512 px',
  input: z.object({ avatar: z.string().min(1).max(256).describe('The `url` an upload returned') }),
  output: profile,
};

export const upload = {
  summary:
    'Multipart upload of one image (JPEG, PNG, WebP or GIF, recognised by content) of at most ' +
    '5 MB, in the form field `file`',
  input: empty,
  file: { types: UPLOAD_IMAGE_TYPES, maxBytes: UPLOAD_MAX_BYTES },
  output: z.object({
    url: z.string(),
    mime: z.enum(UPLOAD_IMAGE_TYPES),
    size: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
  }),
};
