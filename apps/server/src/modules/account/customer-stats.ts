import { sql, type Kysely } from 'kysely';
import { dayIndex } from '../../db/day-index';
import type { AccountTables } from '../../db/tables/account';

/** The dashboard's customer figures, from indexed ranges of the accounts. */
export function customerStats(db: Kysely<AccountTables>) {
  return {
    /** Customers who signed up, per day: `starts` holds each day's first instant and the end. */
    async newCustomers(starts: readonly number[]) {
      const start = starts[0] ?? 0;
      const end = starts[starts.length - 1] ?? 0;
      const day = dayIndex(sql<number>`created_at`, starts);
      const rows = await db
        .selectFrom('users')
        .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('role', '=', 'user')
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        // By position: the expression's bound values would not match a repeat of it.
        .groupBy(sql`1`)
        .execute();
      return rows.map((row) => ({ day: Number(row.day), n: Number(row.n) }));
    },

    /** Points customers hold now. */
    async outstanding() {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.sum<number>('score').as('score'))
        .where('role', '=', 'user')
        .executeTakeFirstOrThrow();
      return Number(row.score ?? 0);
    },
    /** The newest account's id: it moves with every sign-up. */
    async latestUserId(): Promise<number | null> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      return row.id === null ? null : Number(row.id);
    },
  };
}
