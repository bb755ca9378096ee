import { ownTables, type Connection } from '../../db/connection';
import { sql, type RawBuilder } from 'kysely';
import type { AccountTables } from '../../db/tables/account';

/**
 * What other modules show of the people their rows name, read from the account's `users` table
 * in one statement each, in the caller's connection or transaction.
 */
export const peopleQuery = {
  /** User name, nickname and (unmasked) mobile of `ids`, for staff screens; ids non-empty. */
  namesByIds(dbGiven: Connection, ids: readonly number[]) {
    const db = ownTables<AccountTables>(dbGiven);
    return db
      .selectFrom('users')
      .select(['id', 'username', 'nickname', 'mobile'])
      .where('id', 'in', ids)
      .execute();
  },

  /**
   * A subquery of the ids of users whose user name or nickname matches `pattern` (a lower-cased
   * LIKE pattern), or, for a keyword of digits, whose mobile starts with it.
   */
  idsMatching(dbGiven: Connection, keyword: string, pattern: RawBuilder<string>) {
    const db = ownTables<AccountTables>(dbGiven);
    const byName = sql<boolean>`lower(username) like ${pattern} escape '\\' or lower(nickname) like ${pattern} escape '\\'`;
    return db
      .selectFrom('users')
      .select('id')
      .where(
        /^\d+$/.test(keyword)
          ? sql<boolean>`(mobile like ${`${keyword}%`} or ${byName})`
          : sql<boolean>`(${byName})`,
      );
  },

  /** Nickname and avatar of `ids`, what customers see of each other; ids non-empty. */
  profilesByIds(dbGiven: Connection, ids: readonly number[]) {
    const db = ownTables<AccountTables>(dbGiven);
    return db
      .selectFrom('users')
      .select(['id', 'nickname', 'avatar'])
      .where('id', 'in', ids)
      .execute();
  },

  /**
   * A subquery of the ids of accounts that may take part in nothing: disabled by staff, or
   * cancelled by their owner (cooling off or erased).
   */
  inactiveIds(dbGiven: Connection) {
    const db = ownTables<AccountTables>(dbGiven);
    return db
      .selectFrom('users')
      .select('users.id')
      .where((eb) =>
        eb.or([
          eb('users.disabled_at', 'is not', null),
          eb('users.cancel_requested_at', 'is not', null),
          eb('users.erased_at', 'is not', null),
        ]),
      );
  },

  /** Notes when the user first joined a community group (kept after that). */
  async markCommunityJoined(trxGiven: Connection, userId: number, now: number): Promise<void> {
    const trx = ownTables<AccountTables>(trxGiven);
    await trx
      .updateTable('users')
      .set({ community_joined_at: now })
      .where('id', '=', userId)
      .where('community_joined_at', 'is', null)
      .execute();
  },
};
