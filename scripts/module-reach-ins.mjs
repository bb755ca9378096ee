// Where a server module runs SQL on a table another module owns. A table's owner is the module
// whose `db/tables/<domain>.ts` declares its type (schema.ts maps names to types); a reach-in is
// a `selectFrom`, `insertInto`, `updateTable`, `deleteFrom` or join naming a table of another
// owner in a module's own (non-test, non-fixture) file. Prints each module's reach-ins and a total.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '../apps/server/src');
const schema = readFileSync(path.join(server, 'db/schema.ts'), 'utf8');

// Type name → its domain file, from schema.ts's imports.
const domainOfType = new Map();
for (const [, names, domain] of schema.matchAll(
  /import type \{([^}]+)\} from '\.\/tables\/([\w-]+)'/g,
)) {
  for (const name of names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean))
    domainOfType.set(name, domain);
}
// Table name → owner domain ('payment-reconciliation' is the payment module's).
const owner = new Map();
const body = schema.slice(schema.indexOf('export interface Database'));
for (const [, table, type] of body.matchAll(/^\s+(\w+): (\w+);/gm)) {
  const domain = domainOfType.get(type) ?? '(untyped)';
  owner.set(table, domain.replace(/^payment-reconciliation$/, 'payment'));
}
// A module's tables listed as one interface in its tables file (`interface Database extends
// QuestionnaireTables`): each table named in that interface is the file's domain's.
const extended = /export interface Database extends ([^{]+)\{/.exec(schema)?.[1] ?? '';
for (const name of extended
  .split(',')
  .map((n) => n.trim())
  .filter(Boolean)) {
  const domain = domainOfType.get(name);
  if (!domain) continue;
  const tables = readFileSync(path.join(server, `db/tables/${domain}.ts`), 'utf8');
  const list = new RegExp(`export interface ${name} \\{([^}]+)\\}`).exec(tables)?.[1] ?? '';
  for (const [, table] of list.matchAll(/^\s+(\w+): \w+;/gm)) {
    owner.set(table, domain.replace(/^payment-reconciliation$/, 'payment'));
  }
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
