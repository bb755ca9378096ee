import { ownTables } from '../../db/connection';
import type { Lang, SmsEvent } from '@atelier/contract';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SmsTiming } from '../../config';
import type { AccountTables } from '../../db/tables/account';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { MessageKey } from '../../i18n/messages';
import type { DropWonNotice, ShippedNotice, SmsDriver } from './sms-driver';
import { SmsRefused, type SmsRefusalReason } from './sms-providers/template-sms';
import { smsRepository } from './sms-repository';

/**
 * The fixed rules of SMS codes (issue 3): six digits, single use, five tries, ten a day. How
 * long a code lives and how long a number waits between codes are configuration (`SmsTiming`).
 */
export const smsRules = {
  maxAttempts: 5,
  perDay: 10,
  dayMs: 24 * 3600_000,
} as const;

/** A provider's refusal as the customer reads it. */
const refusals: Record<SmsRefusalReason, MessageKey> = {
  number: 'smsNumberRefused',
  template: 'smsUnavailable',
  limited: 'smsProviderLimit',
  failed: 'smsSendFailed',
};

function refusalOf(error: unknown): MessageKey {
  return error instanceof SmsRefused ? refusals[error.reason] : 'smsSendFailed';
}

function hashCode(mobile: string, event: SmsEvent, code: string): Buffer {
  return createHash('sha256').update(`${mobile}:${event}:${code}`).digest();
}

export function smsService(
  db: Kysely<AccountTables>,
  driver: SmsDriver,
  { resendIntervalMs: gapMs, codeTtlMs: ttlMs }: SmsTiming,
  clock: Clock,
) {
  const repo = smsRepository(db);

  /** The id of the live code matching `code`; a wrong code counts against its tries. */
  async function check(mobile: string, event: SmsEvent, code: string): Promise<number> {
    const now = clock.now();
    const row = await repo.latestCode(mobile, event);
    if (!row || row.expires_at <= now || row.attempts >= smsRules.maxAttempts) {
      throw new AppError('smsCodeDead');
    }
    const expected = Buffer.from(row.code_hash, 'hex');
    if (!timingSafeEqual(expected, hashCode(mobile, event, code))) {
      const left = smsRules.maxAttempts - (await repo.countWrongTry(row.id));
      throw left > 0 ? new AppError('smsCodeWrong', { left }) : new AppError('smsCodeDead');
    }
    return row.id;
  }

  return {
    /** How codes travel, as shopConfig tells every form that sends one. */
    terms() {
      return { test_mode: !driver.live };
    },

    async send(mobile: string, event: SmsEvent, lang: Lang) {
      const now = clock.now();
      const { dayMs, perDay } = smsRules;
      if (!(await repo.claimSendSlot(mobile, now, gapMs, dayMs, perDay))) {
        const sender = await repo.sender(mobile);
        const waitMs = (sender?.last_sent_at ?? now) + gapMs - now;
        if (waitMs > 0) throw new AppError('smsCooldown', { seconds: Math.ceil(waitMs / 1000) });
        const dayLeftMs = (sender?.day_started_at ?? now) + dayMs - now;
        throw new AppError('smsDailyLimit', {
          hours: Math.max(1, Math.ceil(dayLeftMs / 3600_000)),
        });
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = await repo.replaceCode(
        mobile,
        event,
        hashCode(mobile, event, code).toString('hex'),
        now,
        ttlMs,
      );
      try {
        await driver.deliver({ mobile, event, code, lang, minutes: ttlMs / 60_000 });
      } catch (cause) {
        // The earlier code was replaced and this one never arrived: none is usable until the
        // customer asks again.
        await repo.discardCode(id);
        throw new AppError(refusalOf(cause), {}, 100, { cause });
      }
      return { cooldown: gapMs / 1000, expires_in: ttlMs / 1000 };
    },

    /** Texts a buyer that the order left, when the provider has a template for it. */
    async notifyShipped(notice: ShippedNotice): Promise<void> {
      if (driver.notifyShipped) await driver.notifyShipped(notice);
    },

    /** Texts a drop's winner or an entry moved up, when the provider has a template for it. */
    async notifyDropWon(notice: DropWonNotice): Promise<void> {
      if (driver.notifyDropWon) await driver.notifyDropWon(notice);
    },

    /**
     * Checks the code, then uses it up and runs `work` in one transaction: if the work is
     * refused (say the user name was taken meanwhile), the code stays usable.
     */
    async redeem<T, Tables = AccountTables>(
      mobile: string,
      event: SmsEvent,
      code: string,
      work: (trx: Kysely<Tables>) => Promise<T>,
    ): Promise<T> {
      const id = await check(mobile, event, code);
      return db.transaction().execute(async (trx) => {
        if (!(await smsRepository(trx).markUsed(id, clock.now(), smsRules.maxAttempts))) {
          throw new AppError('smsCodeDead');
        }
        // The work joins this transaction on the caller's own tables, which its type names.
        // eslint-disable-next-line no-restricted-syntax
        return work(ownTables<Tables>(trx));
      });
    },

    latestOutboxMessage: repo.latestOutboxMessage,
  };
}
export type SmsService = ReturnType<typeof smsService>;
