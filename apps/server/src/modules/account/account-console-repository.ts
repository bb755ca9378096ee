import { ownTables, type Connection } from '../../db/connection';
import type { Role } from '@atelier/contract';
import { sql } from 'kysely';
import { lockName } from '../../db/dialect';
import type { AccountTables } from '../../db/tables/account';
import { literalLike } from '../../db/like-pattern';

export interface CustomerFilter {
  keyword?: string;
  status?: 'active' | 'disabled';
}

const accountColumns = [
  'id',
  'username',
  'nickname',
  'mobile',
  'avatar',
  'role',
  'score',
  'score_total',
  'gender',
  'birthday',
  'disabled_at',
  'disabled_reason',
  'cancel_requested_at',
  'erase_after',
  'erased_at',
  'created_at',
] as const;

/** A LIKE pattern for text anywhere (or at the start), the user's `%`, `_` and `\` taken literally. */
function likePattern(text: string, anywhere: boolean): string {
  const literal = literalLike(text);
  return anywhere ? `%${literal}%` : `${literal}%`;
}

/** The accounts as the console reads and changes them. */
export function customerConsoleRepository(dbGiven: Connection) {
  const db = ownTables<AccountTables>(dbGiven);
  function customers({ keyword, status }: CustomerFilter) {
    let query = db.selectFrom('users').where('role', '=', 'user');
    if (status === 'disabled') query = query.where('disabled_at', 'is not', null);
    if (status === 'active') query = query.where('disabled_at', 'is', null);
    if (keyword) {
      // lower() on both sides: SQLite's LIKE ignores ASCII case and PostgreSQL's does not.
      const pattern = sql`lower(${likePattern(keyword, true)})`;
      const byName = sql<boolean>`lower(username) like ${pattern} escape '\\' or lower(nickname) like ${pattern} escape '\\'`;
      // Digits are the start of a phone number, or part of a name.
      query = /^\d+$/.test(keyword)
        ? query.where(sql<boolean>`(mobile like ${likePattern(keyword, false)} or ${byName})`)
        : query.where(sql<boolean>`(${byName})`);
    }
    return query;
  }

  return {
    async customerPage(filter: CustomerFilter, offset: number, limit: number) {
      const query = customers(filter);
      const [rows, count] = await Promise.all([
        query.select(accountColumns).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    async staffPage(offset: number, limit: number) {
      const query = db.selectFrom('users').where('role', 'in', ['admin', 'operator', 'editor']);
      const [rows, count] = await Promise.all([
        query.select(accountColumns).orderBy('id', 'asc').limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    account(id: number) {
      return db.selectFrom('users').select(accountColumns).where('id', '=', id).executeTakeFirst();
    },

    /** Marks the account disabled unless it already is; true when this call did it. */
    async disable(id: number, reason: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ disabled_at: now, disabled_reason: reason, updated_at: now })
        .where('id', '=', id)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async enable(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ disabled_at: null, disabled_reason: null, updated_at: now })
        .where('id', '=', id)
        .where('disabled_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    endSessionsOf(userId: number, now: number) {
      return db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async setRole(id: number, role: Role, now: number): Promise<void> {
      await db.updateTable('users').set({ role, updated_at: now }).where('id', '=', id).execute();
    },

    /** Administrators who can still sign in. */
    async activeAdmins(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'admin')
        .where('disabled_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Makes changes to who is an administrator run one at a time until the transaction ends, so
     * two admins demoting (or disabling) each other at once cannot both succeed. SQLite already
     * runs one write transaction at a time.
     */
    async lockAdmins(): Promise<void> {
      await lockName(db, 'staff-roles');
    },
  };
}
export type CustomerConsoleRepository = ReturnType<typeof customerConsoleRepository>;
