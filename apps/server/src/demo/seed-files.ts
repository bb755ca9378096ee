import { PUBLIC_PREFIX, type FileStorage } from '../storage/file-storage';

/** Stores a generated picture under uploads/seed and returns the URL it is served at. */
export async function writeSeedFile(
  files: FileStorage,
  name: string,
  svg: string,
): Promise<string> {
  const key = `${PUBLIC_PREFIX}seed/${name}`;
  await files.put(key, Buffer.from(svg), 'image/svg+xml');
  return `/${key}`;
}
