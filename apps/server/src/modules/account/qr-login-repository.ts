import type { QrLoginStatus } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { AccountTables } from '../../db/tables/account';

export function qrLoginRepository(db: Kysely<AccountTables>) {
  return {
    create(values: {
      ticketHash: string;
      secretHash: string;
      device: string;
      ip: string;
      expiresAt: number;
      now: number;
    }) {
      return db
        .insertInto('qr_logins')
        .values({
          ticket_hash: values.ticketHash,
          secret_hash: values.secretHash,
          status: 'pending',
          user_id: null,
          device: values.device,
          ip: values.ip,
          expires_at: values.expiresAt,
          created_at: values.now,
          updated_at: values.now,
        })
        .execute();
    },

    byTicket(ticketHash: string) {
      return db
        .selectFrom('qr_logins')
        .selectAll()
        .where('ticket_hash', '=', ticketHash)
        .executeTakeFirst();
    },

    /**
     * Moves a ticket on only from the states given and only while it is live; false when
     * another request moved it first or it expired.
     */
    async advance(
      id: number,
      from: QrLoginStatus[],
      to: QrLoginStatus,
      liveUntil: number,
      now: number,
      userId?: number,
    ) {
      const result = await db
        .updateTable('qr_logins')
        .set({ status: to, updated_at: now, ...(userId === undefined ? {} : { user_id: userId }) })
        .where('id', '=', id)
        .where('status', 'in', from)
        .where('expires_at', '>', liveUntil)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
