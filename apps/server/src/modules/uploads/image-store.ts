import type { UPLOAD_IMAGE_TYPES } from '@atelier/contract';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

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

/** The largest side of an avatar, in pixels. */
export const AVATAR_SIZE = 512;

/**
 * Files under `DATA_DIR/uploads`, served at `/uploads/`. Names are random, so a file's URL
 * can neither be guessed nor overwrite another; what the URL points at is checked by the caller.
 */
export function imageStore(uploadsDir: string) {
  async function write(folder: string, ext: string, bytes: Buffer): Promise<string> {
    const dir = path.join(uploadsDir, folder);
    await mkdir(dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
    return `/uploads/${folder}/${name}`;
  }

  return {
    /**
     * Keeps an upload only when its content is a JPEG, PNG, WebP or GIF, whatever its name says.
     * Pictures are re-encoded, which drops metadata such as a photo's GPS position.
     */
    async saveImage(bytes: Buffer): Promise<StoredImage | null> {
      const meta = await sharp(bytes)
        .metadata()
        .catch(() => null);
      if (!meta || !isFormat(meta.format) || !meta.width || !meta.height) return null;
      const format = formats[meta.format];
      const animated = (meta.pages ?? 1) > 1;
      const pipeline = sharp(bytes, { animated });
      if (meta.format === 'jpeg') pipeline.rotate();
      const clean = await pipeline.toFormat(meta.format).toBuffer();
      const url = await write('images', format.ext, clean);
      const pageHeight = meta.pageHeight ?? meta.height;
      return { url, mime: format.mime, size: clean.length, width: meta.width, height: pageHeight };
    },

    /** A square of at most 512 px cut from the middle of an uploaded image, as WebP. */
    async saveAvatar(sourceUrl: string): Promise<string> {
      const source = await readFile(path.join(uploadsDir, sourceUrl.replace(/^\/uploads\//, '')));
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
      return write('avatars', 'webp', bytes);
    },
  };
}
export type ImageStore = ReturnType<typeof imageStore>;
