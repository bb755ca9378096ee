import { sql } from 'kysely';
import { ownTables, type Connection } from './connection';
import { isSqlite } from './dialect';

/** A totals table the deltas are added to, by its key. */
export interface FoldTarget {
  table: string;
  /** Each key column and the expression over the delta columns that gives it. */
  keys: Record<string, string>;
  /** Columns the key decides: taken from the deltas as they are. */
  carried?: string[];
}

export interface Fold {
  /** The append-only table writers add to. */
  deltas: string;
  /** The columns added up. */
  sums: string[];
  into: FoldTarget[];
  /** A running count of the delta rows matching `where`, kept as they are folded. */
  counter?: { table: string; column: string; where: string };
}

/**
 * Adds an append-only table's rows to the totals and removes them, so that a reader adding the
 * totals and the rows left sees every figure once, before, during and after. On PostgreSQL it is
 * one statement: a fold running on two instances at once cannot count a row twice (the second
 * finds the rows gone). SQLite writes one transaction at a time.
 */
export async function foldDeltas(connection: Connection, fold: Fold): Promise<void> {
  const db = ownTables<object>(connection);
  const upsert = (target: FoldTarget, source: string) => {
    const keys = Object.keys(target.keys);
    const carried = target.carried ?? [];
    const columns = [...keys, ...carried, ...fold.sums];
    const select = [
      ...keys.map((key) => `${target.keys[key]} AS ${key}`),
      ...carried.map((column) => `max(${column})`),
      ...fold.sums.map((column) => `sum(${column})`),
    ];
    return `INSERT INTO ${target.table} AS t (${columns.join(', ')})
      SELECT ${select.join(', ')} FROM ${source} WHERE true GROUP BY ${keys.map((k) => target.keys[k]).join(', ')}
      ON CONFLICT (${keys.join(', ')}) DO UPDATE SET
      ${fold.sums.map((column) => `${column} = t.${column} + excluded.${column}`).join(', ')}`;
  };
  const count = (source: string) =>
    fold.counter &&
    `UPDATE ${fold.counter.table} SET ${fold.counter.column} = ${fold.counter.column}
      + (SELECT count(*) FROM ${source} WHERE ${fold.counter.where})`;

  if (isSqlite(connection)) {
    await db.transaction().execute(async (trx) => {
      const statements = [count(fold.deltas), ...fold.into.map((t) => upsert(t, fold.deltas))];
      for (const statement of statements) if (statement) await sql.raw(statement).execute(trx);
      await sql.raw(`DELETE FROM ${fold.deltas}`).execute(trx);
    });
    return;
  }
  const steps = [count('moved'), ...fold.into.map((t) => upsert(t, 'moved'))].filter(Boolean);
  const last = steps.pop();
  const before = steps.map((step, i) => `, step${i} AS (${step})`).join('\n');
  await sql
    .raw(`WITH moved AS (DELETE FROM ${fold.deltas} RETURNING *)${before}\n${last}`)
    .execute(db);
}
