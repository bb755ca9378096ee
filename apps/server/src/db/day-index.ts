import { sql, type RawBuilder } from 'kysely';

const DAY_MS = 86_400_000;

/**
 * Which of the days beginning at `starts` (ascending, the last one the end of the range) a time
 * falls on, as a SQL expression. Days of a zone without a clock change that week are all 24
 * hours, so a division finds the day; otherwise each boundary is compared.
 */
export function dayIndex(
  column: RawBuilder<number>,
  starts: readonly number[],
): RawBuilder<number> {
  const first = starts[0] ?? 0;
  const even = starts.every((start, i) => start === first + i * DAY_MS);
  // Cast: SQLite may hold a bound number as a real, and the division must be whole.
  if (even) return sql<number>`CAST((${column} - ${first}) / ${DAY_MS} AS INTEGER)`;
  const cases = starts.slice(1).map((start, i) => sql`WHEN ${column} < ${start} THEN ${i}`);
  return sql<number>`CASE ${sql.join(cases, sql` `)} END`;
}
