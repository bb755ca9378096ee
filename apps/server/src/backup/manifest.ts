import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/** The file of a backup that says what it holds; written last, so its presence means complete. */
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'atelier.db';
/** The folder of a backup that holds DATA_DIR's files. */
export const FILES_FOLDER = 'files';

export const manifestSchema = z.object({
  format: z.literal(1),
  name: z.string(),
  created_at: z.string(),
  app_version: z.string(),
  /** The schema's migrations, by name: a restore onto an older release would not know the last. */
  migrations: z.array(z.string()),
  database: z.object({
    file: z.literal(DATABASE_FILE),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  files: z.object({
    /** False when the files live in an object store (STORAGE_DRIVER=s3), which keeps them. */
    included: z.boolean(),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
