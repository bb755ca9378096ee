import { ownTables, type Connection } from '../../db/connection';
import type { AuthenticityTables } from '../../db/tables/authenticity';

/**
 * The serials' part of erasing an account: each serial it owned stays sold, with its owner
 * unknown; the ownership history keeps its dates without a name; checks counted for the
 * account (with the addresses they came from), its check budget and its reports of fakes go.
 */
export function authenticityErasure(dbGiven: Connection) {
  const db = ownTables<AuthenticityTables>(dbGiven);
  return {
    async ownedCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('serials')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async erase(trxGiven: Connection, userId: number, now: number) {
      const trx = ownTables<AuthenticityTables>(trxGiven);
      const serials = await trx
        .updateTable('serials')
        .set({
          owner_id: null,
          owner_since: null,
          transfer_code_hash: null,
          transfer_expires_at: null,
          transfer_attempts: 0,
        })
        .where('owner_id', '=', userId)
        .executeTakeFirst();
      await trx
        .updateTable('serial_owners')
        .set({ until: now })
        .where('user_id', '=', userId)
        .where('until', 'is', null)
        .execute();
      await trx
        .updateTable('serial_owners')
        .set({ user_id: null })
        .where('user_id', '=', userId)
        .execute();
      await trx.deleteFrom('serial_visits').where('visitor', '=', `user:${userId}`).execute();
      await trx.deleteFrom('serial_check_budgets').where('client', '=', `user:${userId}`).execute();
      const reports = await trx
        .deleteFrom('fake_reports')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return {
        serials: Number(serials.numUpdatedRows),
        fake_reports: Number(reports.numDeletedRows),
      };
    },
  };
}
