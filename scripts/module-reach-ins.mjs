// Where a server module runs SQL on a table another module owns. A table's owner is the module
// whose `db/tables/<domain>.ts` lists it in its `<Domain>Tables`; a reach-in is
// a `selectFrom`, `insertInto`, `updateTable`, `deleteFrom` or join naming a table of another
// owner in a module's own (non-test, non-fixture) file. Prints each module's reach-ins and a total.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '../apps/server/src');
const tablesDir = path.join(server, 'db/tables');

// Table name → owner module: each `db/tables/<domain>.ts` lists its tables in `<Domain>Tables`
// ('payment-reconciliation' is the payment module's).
const owner = new Map();
for (const file of readdirSync(tablesDir)) {
  const domain = file.replace(/\.ts$/, '').replace(/^payment-reconciliation$/, 'payment');
  const text = readFileSync(path.join(tablesDir, file), 'utf8');
  const map = text.match(/export interface \w+Tables(?: extends [\w, ]+)? \{([^}]*)\}/);
  for (const [, table] of (map?.[1] ?? '').matchAll(/^\s+(\w+): \w+;/gm)) owner.set(table, domain);
}

function filesOf(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesOf(full);
    return /\.ts$/.test(name) && !/\.test\.ts$|-fixtures\.ts$|^fake-/.test(name) ? [full] : [];
  });
}

const modulesDir = path.join(server, 'modules');
const verbs =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin)\(\s*'(\w+)/g;
let total = 0;
const files = new Set();
for (const module of readdirSync(modulesDir).filter((n) =>
  statSync(path.join(modulesDir, n)).isDirectory(),
)) {
  const found = [];
  for (const file of filesOf(path.join(modulesDir, module))) {
    const text = readFileSync(file, 'utf8');
    for (const [, table] of text.matchAll(verbs)) {
      const by = owner.get(table) ?? '(untyped)';
      if (by !== module) {
        found.push(`${path.relative(modulesDir, file)} → ${table} (${by})`);
        files.add(file);
      }
    }
  }
  total += found.length;
  if (found.length) console.log(`${module}: ${found.length}\n  ${found.join('\n  ')}`);
}
console.log(`\n${total} reach-ins in ${files.size} files`);
