// @ts-check
import { gzipSync } from 'node:zlib';

/**
 * The modules whose code a first visit to /about runs: the entry (index.html), then the lazy
 * layout and about page the router loads for that path.
 */
export const aboutFirstLoadSources = [
  'src/app/layout/app-layout.tsx',
  'src/features/site/routes/about.tsx',
];

/** 150 kB of gzipped JavaScript (DESIGN section 8), in bytes as kB are counted by Vite. */
export const aboutBudgetBytes = 150_000;

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
