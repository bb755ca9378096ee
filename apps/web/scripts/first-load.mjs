// @ts-check
import { gzipSync } from 'node:zlib';

/** 150 kB of gzipped JavaScript (DESIGN section 8), in bytes as kB are counted by Vite. */
export const aboutBudgetBytes = 150_000;

/**
 * The first visits the build holds to a budget, in script files and gzipped bytes: what the page's
 * own document announces (vite.config.ts writes each document's modules to
 * .vite/page-documents.json) beside the entry. `npm run lighthouse` holds the pages to the same
 * budgets as a browser downloads them (what the page loads once its data is in included).
 * Every other console screen is held to the console's budget as well.
 */
export const firstVisitBudgets = {
  '/admin/dashboard': { files: 25, bytes: 400_000 },
  '/myCenter': { files: 25 },
};

/** The budget every console screen is held to. */
export const consoleScreenBudget = firstVisitBudgets['/admin/dashboard'];

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * JavaScript files needed by the entry plus the given lazy modules, each with its static
 * imports followed transitively; dynamic imports are not followed, they load later if at all.
 * @param {Manifest} manifest Vite's `.vite/manifest.json`
 * @param {string[]} lazySources manifest keys (source paths) of the lazy modules loaded up front
 * @returns {string[]} output file names, each once, entry first
 */
export function firstLoadFiles(manifest, lazySources) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');

  /** @type {string[]} */
  const files = [];
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };

  visit(entryKey);
  for (const source of lazySources) visit(source);
  return files;
}

/**
 * @param {Uint8Array} content
 * @returns {number} gzip size at the highest level, as a server compressing once would send it
 */
export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * @param {Array<{ file: string, bytes: number }>} sizes
 * @param {number} budget
 */
export function budgetReport(sizes, budget) {
  const total = sizes.reduce((sum, entry) => sum + entry.bytes, 0);
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(2)} kB`;
  const width = Math.max(...sizes.map((entry) => entry.file.length), 5);
  const lines = [...sizes]
    .sort((a, b) => b.bytes - a.bytes)
    .map((entry) => `  ${entry.file.padEnd(width)}  ${kb(entry.bytes).padStart(10)}`);
  lines.push(`  ${'total'.padEnd(width)}  ${kb(total).padStart(10)}  (budget ${kb(budget)})`);
  return { total, over: total > budget, text: lines.join('\n') };
}

/**
 * One line for a first visit: its files and gzipped bytes against its budget.
 * @param {string} page
 * @param {Array<{ file: string, bytes: number }>} sizes
 * @param {{ files: number, bytes?: number }} budget
 */
export function visitReport(page, sizes, budget) {
  const bytes = sizes.reduce((sum, entry) => sum + entry.bytes, 0);
  const over = sizes.length > budget.files || (budget.bytes !== undefined && bytes > budget.bytes);
  const limit = [`${budget.files} files`];
  if (budget.bytes !== undefined) limit.push(`${(budget.bytes / 1000).toFixed(2)} kB`);
  const text =
    `  ${page}: ${sizes.length} files, ${(bytes / 1000).toFixed(2)} kB ` +
    `(budget ${limit.join(', ')})${over ? ' over' : ''}`;
  return { files: sizes.length, bytes, over, text };
}

/**
 * Chunks that import each other, directly or round a loop: the bundler then runs one's code
 * before what it needs from the other is defined (a page fails with React's error 130).
 * @param {Manifest} manifest
 * @returns {string[][]} each loop once, as output file names from where it was entered
 */
export function chunkCycles(manifest) {
  /** @type {string[][]} */
  const cycles = [];
  /** @type {Map<string, 'open' | 'done'>} */
  const state = new Map();
  /** @type {string[]} */
  const trail = [];
  /** @param {string} key */
  const visit = (key) => {
    state.set(key, 'open');
    trail.push(key);
    for (const next of manifest[key]?.imports ?? []) {
      if (state.get(next) === 'open') {
        cycles.push(trail.slice(trail.indexOf(next)).map((k) => manifest[k]?.file ?? k));
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    trail.pop();
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key);
  return cycles;
}
