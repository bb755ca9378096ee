// @ts-check
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const compressible = /\.(js|css|svg|html|json)$/;

/**
 * Every compressible file under `dir`, skipping Vite's own `.vite` folder (never served).
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export async function compressibleFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.slice(dir.length).split(/[\\/]/).includes('.vite'));
}

/**
 * Writes `.gz` and `.br` siblings, so the server can send them as they are.
 * @param {string} path
 */
export async function precompress(path) {
  const content = await readFile(path);
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(
    `${path}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  );
}
