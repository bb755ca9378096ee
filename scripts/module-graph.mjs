// Prints which server module imports which (module -> module edges, with the files that make
// each edge) and the pairs that import each other. Tests and fixtures are left out: they reach
// across on purpose (`--with-fixtures` counts fixtures too). `--check` exits non-zero when any pair imports each other.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const modules = join(root, 'apps/server/src/modules');
const verbose = process.argv.includes('--files');
const check = process.argv.includes('--check');

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

const withFixtures = process.argv.includes('--with-fixtures');
const isTestOnly = (path) =>
  (withFixtures ? /\.test\.ts$/ : /\.test\.ts$|-fixtures\.ts$/).test(path);
// The module a path belongs to: its first folder under modules/, or the file's own name when
// it sits directly in modules/ (action-handler.ts).
const moduleOf = (path) => relative(modules, path).split(sep)[0].replace(/\.ts$/, '');

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const edges = new Map();
for (const file of walk(modules).filter((path) => path.endsWith('.ts') && !isTestOnly(path))) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier);
    if (!target.startsWith(modules + sep)) continue;
    const from = moduleOf(file);
    const to = moduleOf(target);
    if (from === to) continue;
    const key = `${from} -> ${to}`;
    if (!edges.has(key)) edges.set(key, new Set());
    edges.get(key).add(`${relative(modules, file)} -> ${relative(modules, target)}`);
  }
}

const keys = [...edges.keys()].sort();
console.log(`module -> module edges: ${keys.length}`);
for (const key of keys) {
  console.log(`  ${key}`);
  if (verbose) for (const line of [...edges.get(key)].sort()) console.log(`      ${line}`);
}
const mutual = keys
  .map((key) => key.split(' -> '))
  .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`));
console.log(`pairs importing each other: ${mutual.length}`);
for (const [a, b] of mutual) console.log(`  ${a} <-> ${b}`);
if (check && mutual.length > 0) process.exit(1);
