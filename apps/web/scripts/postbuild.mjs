// @ts-check
// After `vite build`: pre-compress the output and hold /about's first load to its budget.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  aboutBudgetBytes,
  aboutFirstLoadSources,
  budgetReport,
  firstLoadFiles,
  gzipSize,
} from './first-load.mjs';
import { compressibleFiles, precompress } from './precompress.mjs';

const dist = resolve(fileURLToPath(new URL(process.env.DIST ?? '../dist', import.meta.url)));

const files = await compressibleFiles(dist);
await Promise.all(files.map(precompress));
console.log(`postbuild: wrote .gz and .br beside ${files.length} files in dist`);

/** @type {import('./first-load.mjs').Manifest} */
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const sizes = await Promise.all(
  firstLoadFiles(manifest, aboutFirstLoadSources).map(async (file) => ({
    file,
    bytes: gzipSize(await readFile(join(dist, file))),
  })),
);
const report = budgetReport(sizes, aboutBudgetBytes);
console.log(`postbuild: JavaScript of the /about first load, gzipped:\n${report.text}`);

if (report.over) {
  console.error('postbuild: the /about first load is over its budget');
  process.exitCode = 1;
}
