// @ts-check
// After `vite build`: pre-compress the output, check it is a production build and hold /about's
// first load to its budget. `npm run test:e2e` builds with NODE_ENV=development on purpose, so
// these checks prove the build ignores the shell's NODE_ENV.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  aboutBudgetBytes,
  budgetReport,
  chunkCycles,
  consoleScreenBudget,
  firstLoadFiles,
  firstVisitBudgets,
  gzipSize,
  visitReport,
} from './first-load.mjs';
import { compressibleFiles, precompress } from './precompress.mjs';
import { developmentFiles } from './production-build.mjs';

const dist = resolve(fileURLToPath(new URL(process.env.DIST ?? '../dist', import.meta.url)));

const files = await compressibleFiles(dist);
await Promise.all(files.map(precompress));
console.log(`postbuild: wrote .gz and .br beside ${files.length} files in dist`);

const scripts = await Promise.all(
  files
    .filter((file) => file.endsWith('.js'))
    .map(async (file) => ({
      file: file.slice(dist.length + 1),
      text: await readFile(file, 'utf8'),
    })),
);
const development = developmentFiles(scripts);
if (development.length > 0) {
  console.error(`postbuild: React's development build is in ${development.join(', ')}`);
  process.exitCode = 1;
}

/** @type {Map<string, Promise<number>>} each file's gzipped size, worked out once */
const gzipped = new Map();
/** @param {string} file */
const gzippedSize = (file) => {
  let size = gzipped.get(file);
  if (!size) {
    size = readFile(join(dist, file)).then(gzipSize);
    gzipped.set(file, size);
  }
  return size;
};

/**
 * The two apps the build writes, each with its manifest and what each of its documents
 * announces (vite.config.ts): the shop's (`/` is index.html, /about's) and the console's.
 * @param {string} manifestFile
 * @param {string} documentsFile
 */
async function builtApp(manifestFile, documentsFile) {
  /** @type {import('./first-load.mjs').Manifest} */
  const manifest = JSON.parse(await readFile(join(dist, '.vite', manifestFile), 'utf8'));
  /** @type {Record<string, string[]>} */
  const documents = JSON.parse(await readFile(join(dist, '.vite', documentsFile), 'utf8'));
  for (const cycle of chunkCycles(manifest)) {
    console.error(`postbuild: chunks import each other: ${cycle.join(' → ')}`);
    process.exitCode = 1;
  }
  return { manifest, documents };
}
const shopApp = await builtApp('manifest.json', 'page-documents.json');
const consoleApp = await builtApp('console-manifest.json', 'console-documents.json');
const apps = [shopApp, consoleApp];

/** The script files a page's document starts with, each with its gzipped size. @param {string} page */
const sizesOf = (page) => {
  const app = apps.find(({ documents }) => page in documents);
  if (!app) throw new Error(`postbuild: the build wrote no document for ${page}`);
  return Promise.all(
    firstLoadFiles(app.manifest, app.documents[page] ?? []).map(async (file) => ({
      file,
      bytes: await gzippedSize(file),
    })),
  );
};

const sizes = await sizesOf('/');
const report = budgetReport(sizes, aboutBudgetBytes);
console.log(`postbuild: JavaScript of the /about first load, gzipped:\n${report.text}`);

if (report.over) {
  console.error('postbuild: the /about first load is over its budget');
  process.exitCode = 1;
}

const visits = await Promise.all(
  Object.entries(firstVisitBudgets).map(async ([page, budget]) =>
    visitReport(page, await sizesOf(page), budget),
  ),
);
console.log(
  'postbuild: scripts of other first visits, gzipped ' +
    '(npm run lighthouse checks them in a browser):\n' +
    visits.map((visit) => visit.text).join('\n'),
);
if (visits.some((visit) => visit.over)) {
  console.error('postbuild: a first visit is over its budget');
  process.exitCode = 1;
}

// Every other console screen, opened from a bookmark, is held to the dashboard's budget too.
const screens = await Promise.all(
  Object.keys(consoleApp.documents)
    .filter((page) => page.startsWith('/admin/') && !(page in firstVisitBudgets))
    .map(async (page) => visitReport(page, await sizesOf(page), consoleScreenBudget)),
);
const over = screens.filter((screen) => screen.over);
const within = screens.length - over.length;
const range = (/** @type {number[]} */ values) => `${Math.min(...values)}–${Math.max(...values)}`;
console.log(
  `postbuild: the console's ${screens.length} other screens, ${within} within its budget: ` +
    `${range(screens.map((screen) => screen.files))} files, ` +
    `${range(screens.map((screen) => Math.round(screen.bytes / 1000)))} kB; the heaviest:\n` +
    [...over, ...screens.filter((screen) => !screen.over)]
      .sort((a, b) => Number(b.over) - Number(a.over) || b.bytes - a.bytes)
      .slice(0, Math.max(5, over.length))
      .map((screen) => screen.text)
      .join('\n'),
);
if (over.length > 0) {
  console.error('postbuild: a console screen is over its budget');
  process.exitCode = 1;
}
