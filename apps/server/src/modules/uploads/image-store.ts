import { UPLOAD_MAX_PIXELS, type UPLOAD_IMAGE_TYPES } from '@atelier/contract';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PUBLIC_PREFIX, publicKeyOf, type FileStorage } from '../../storage/file-storage';

type ImageMime = (typeof UPLOAD_IMAGE_TYPES)[number];

const formats = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
} as const satisfies Record<string, { mime: ImageMime; ext: string }>;
type Format = keyof typeof formats;

const isFormat = (value: string | undefined): value is Format =>
  value !== undefined && Object.hasOwn(formats, value);

export interface StoredImage {
  url: string;
  mime: ImageMime;
  size: number;
  width: number;
  height: number;
}

/** Why an upload was not kept: not a picture we take (or a broken one), or too many pixels. */
export type ImageRefusal = 'notImage' | 'tooManyPixels';

/** The largest side of an avatar, in pixels. */
export const AVATAR_SIZE = 512;

/**
 * Pictures kept as public files, served at `/uploads/`. Names are random, so a file's URL can
 * neither be guessed nor overwrite another; what the URL points at is checked by the caller.
 */
export function imageStore(files: FileStorage) {
  async function write(folder: string, ext: string, bytes: Buffer, mime: string) {
    const key = `${PUBLIC_PREFIX}${folder}/${randomBytes(16).toString('hex')}.${ext}`;
    await files.put(key, bytes, mime);
    return `/${key}`;
  }

  return {
    /**
     * Keeps an upload only when its content is a JPEG, PNG, WebP or GIF, whatever its name says.
     * The size in pixels is read from the header and checked before any pixel is decoded, since
     * a small file can unpack into gigabytes. Pictures are re-encoded, which drops metadata such
     * as a photo's GPS position; one that fails to decode (cut short, corrupt) is no picture.
     */
    async saveImage(bytes: Buffer): Promise<StoredImage | ImageRefusal> {
      const meta = await sharp(bytes)
        .metadata()
        .catch(() => null);
      if (!meta || !isFormat(meta.format) || !meta.width || !meta.height) return 'notImage';
      const pages = meta.pages ?? 1;
      const pageHeight = meta.pageHeight ?? meta.height;
      if (meta.width * pageHeight * pages > UPLOAD_MAX_PIXELS) return 'tooManyPixels';
      const format = formats[meta.format];
      const pipeline = sharp(bytes, { animated: pages > 1, limitInputPixels: UPLOAD_MAX_PIXELS });
      if (meta.format === 'jpeg') pipeline.rotate();
      const clean = await pipeline
        .toFormat(meta.format)
        .toBuffer()
        .catch(() => null);
      if (!clean) return 'notImage';
      const url = await write('images', format.ext, clean, format.mime);
      return { url, mime: format.mime, size: clean.length, width: meta.width, height: pageHeight };
    },

    /** Forgets an image kept by `saveImage` that is not to be recorded after all. */
    async remove(url: string): Promise<void> {
      const key = publicKeyOf(url);
      if (key) await files.remove(key);
    },

    /** A square of at most 512 px cut from the middle of an uploaded image, as WebP. */
    async saveAvatar(sourceUrl: string): Promise<string | undefined> {
      const key = publicKeyOf(sourceUrl);
      const source = key ? await files.read(key) : undefined;
      // Its file gone (erased, or kept where this instance cannot read it): no avatar from it.
      if (!source) return undefined;
      const meta = await sharp(source).metadata();
      const side = Math.min(
        AVATAR_SIZE,
        meta.width ?? AVATAR_SIZE,
        meta.pageHeight ?? meta.height ?? AVATAR_SIZE,
      );
      const bytes = await sharp(source)
        .rotate()
        .resize(side, side, { fit: 'cover', position: 'attention' })
        .webp({ quality: 86 })
        .toBuffer();
      return write('avatars', 'webp', bytes, 'image/webp');
    },
  };
}
export type ImageStore = ReturnType<typeof imageStore>;
