import type { Lang, SmsEvent } from '@atelier/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import { maskedMobile } from '../../db/public-names';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export interface SmsMessage {
  mobile: string;
  event: SmsEvent;
  code: string;
  lang: Lang;
  /** Minutes the code stays valid, for the text. */
  minutes: number;
}

/** Where codes go. A provider that texts real phones implements this and is chosen by config. */
export interface SmsDriver {
  /** Whether codes reach phones; the outbox keeps them, and every sign-in form says so. */
  readonly live: boolean;
  deliver(message: SmsMessage): Promise<void>;
}

/**
 * Development, tests and a production test shop: the code goes to the `sms_outbox` table, which
 * `GET /api/dev/sms-outbox` reads back outside production, and to the log outside production.
 * In production the log names the event and a masked number only: whoever reads logs must not
 * be able to sign in as a customer.
 */
export function outboxDriver(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  clock: Clock,
  production: boolean,
): SmsDriver {
  return {
    live: false,
    async deliver({ mobile, event, code }) {
      await db
        .insertInto('sms_outbox')
        .values({ mobile, event, code, created_at: clock.now() })
        .execute();
      log.info(
        production ? { mobile: maskedMobile(mobile), event } : { mobile, event, code },
        'sms outbox',
      );
    },
  };
}

const texts: Record<Lang, (code: string, minutes: number) => string> = {
  'zh-cn': (code, minutes) =>
    `【艺术工坊】您的验证码是 ${code}，${minutes} 分钟内有效，请勿告诉他人。`,
  en: (code, minutes) =>
    `[Atelier] Your verification code is ${code}. It is valid for ${minutes} minutes; never share it.`,
};

/**
 * A real provider behind an HTTP hook: each message is POSTed as JSON with the text already
 * written, so a small adapter (or a provider accepting webhooks) can forward it to phones.
 */
export function httpDriver(url: string, token: string | undefined): SmsDriver {
  return {
    live: true,
    async deliver(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          mobile: message.mobile,
          event: message.event,
          code: message.code,
          text: texts[message.lang](message.code, message.minutes),
        }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
    },
  };
}

export function createSmsDriver(
  config: AppConfig['sms'],
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  clock: Clock,
  production: boolean,
): SmsDriver {
  return config.driver === 'http'
    ? httpDriver(config.url, config.token)
    : outboxDriver(db, log, clock, production);
}
