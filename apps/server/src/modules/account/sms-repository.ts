import type { SmsEvent } from '@atelier/contract';
import { sql, type Kysely } from 'kysely';
import type { AccountTables } from '../../db/tables/account';

export function smsRepository(db: Kysely<AccountTables>) {
  return {
    /**
     * Takes a sending slot for the number in one statement, so concurrent requests cannot both
     * pass: allowed when the last send is at least `gapMs` old and the rolling day holds fewer
     * than `perDay`. Returns false when refused.
     */
    async claimSendSlot(mobile: string, now: number, gapMs: number, dayMs: number, perDay: number) {
      const dayStart = now - dayMs;
      const dayOver = sql`sms_senders.day_started_at <= ${dayStart}`;
      const row = await db
        .insertInto('sms_senders')
        .values({ mobile, last_sent_at: now, day_started_at: now, day_count: 1 })
        .onConflict((oc) =>
          oc
            .column('mobile')
            .doUpdateSet({
              last_sent_at: now,
              day_started_at: sql`CASE WHEN ${dayOver} THEN ${now} ELSE sms_senders.day_started_at END`,
              day_count: sql`CASE WHEN ${dayOver} THEN 1 ELSE sms_senders.day_count + 1 END`,
            })
            .where('sms_senders.last_sent_at', '<=', now - gapMs)
            .where((eb) =>
              eb.or([
                eb('sms_senders.day_started_at', '<=', dayStart),
                eb('sms_senders.day_count', '<', perDay),
              ]),
            ),
        )
        .returning('mobile')
        .executeTakeFirst();
      return row !== undefined;
    },

    sender(mobile: string) {
      return db
        .selectFrom('sms_senders')
        .selectAll()
        .where('mobile', '=', mobile)
        .executeTakeFirst();
    },

    /** A new code replaces the ones sent before it for the same number and event; its id. */
    async replaceCode(
      mobile: string,
      event: SmsEvent,
      codeHash: string,
      now: number,
      ttlMs: number,
    ) {
      await db
        .updateTable('sms_codes')
        .set({ used_at: now })
        .where('mobile', '=', mobile)
        .where('event', '=', event)
        .where('used_at', 'is', null)
        .execute();
      const row = await db
        .insertInto('sms_codes')
        .values({ mobile, event, code_hash: codeHash, expires_at: now + ttlMs, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A code that never reached the phone: gone, so no one can use it. */
    async discardCode(id: number) {
      await db.deleteFrom('sms_codes').where('id', '=', id).execute();
    },

    latestCode(mobile: string, event: SmsEvent) {
      return db
        .selectFrom('sms_codes')
        .selectAll()
        .where('mobile', '=', mobile)
        .where('event', '=', event)
        .where('used_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Counts a wrong try; returns the tries made so far. */
    async countWrongTry(id: number) {
      const row = await db
        .updateTable('sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },

    /** Uses the code up, unless someone else did first or it died meanwhile. */
    async markUsed(id: number, now: number, maxAttempts: number) {
      const result = await db
        .updateTable('sms_codes')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    latestOutboxMessage(mobile: string) {
      return db
        .selectFrom('sms_outbox')
        .select(['mobile', 'event', 'code', 'created_at'])
        .where('mobile', '=', mobile)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
export type SmsRepository = ReturnType<typeof smsRepository>;
