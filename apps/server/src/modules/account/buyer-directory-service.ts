import { ownTables, type Connection } from '../../db/connection';
import type { AccountTables } from '../../db/tables/account';

export interface Buyer {
  id: number;
  username: string;
  mobile: string;
}

/** Who bought: the few account fields other modules' console screens show beside a record. */
export function buyerDirectory(dbGiven: Connection) {
  const db = ownTables<AccountTables>(dbGiven);
  return {
    /** The accounts of `ids`, by id; in slices, so a long export stays within bind limits. */
    async byIds(ids: readonly number[]): Promise<Map<number, Buyer>> {
      const found = new Map<number, Buyer>();
      const unique = [...new Set(ids)];
      for (let start = 0; start < unique.length; start += 500) {
        const rows = await db
          .selectFrom('users')
          .select(['id', 'username', 'mobile'])
          .where('id', 'in', unique.slice(start, start + 500))
          .execute();
        for (const row of rows) found.set(row.id, { ...row, mobile: row.mobile ?? '' });
      }
      return found;
    },

    /** The account with this mobile number, if any (numbers are unique). */
    async idByMobile(mobile: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', mobile)
        .executeTakeFirst();
      return row?.id;
    },
  };
}
export type BuyerDirectory = ReturnType<typeof buyerDirectory>;
