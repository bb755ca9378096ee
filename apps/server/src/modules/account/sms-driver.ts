import type { Lang, SmsEvent } from '@atelier/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import { maskedMobile } from '../account/public-names-query';
import type { AccountTables } from '../../db/tables/account';
import type { Clock } from '../../lib/clock';
import { aliyunSms } from './sms-providers/aliyun-sms';
import { templateDriver } from './sms-providers/template-driver';
import { tencentSms } from './sms-providers/tencent-sms';

export interface SmsMessage {
  mobile: string;
  event: SmsEvent;
  code: string;
  lang: Lang;
  /** Minutes the code stays valid, for the text. */
  minutes: number;
}

/** An order on its way: what the buyer's text names. */
export interface ShippedNotice {
  mobile: string;
  carrier: string;
  tracking_no: string;
}

/** A drop's unit held for a customer: the product's name and the hours they have to buy it. */
export interface DropWonNotice {
  mobile: string;
  product: string;
  hours: number;
}

/** Where codes go. A provider that texts real phones implements this and is chosen by config. */
export interface SmsDriver {
  /** Whether codes reach phones; the outbox keeps them, and every sign-in form says so. */
  readonly live: boolean;
  deliver(message: SmsMessage): Promise<void>;
  /** Texts a buyer that the order left; only a provider with a template for it has this. */
  notifyShipped?(notice: ShippedNotice): Promise<void>;
  /** Texts a drop's winner (or an entry moved up); only a provider with a template has this. */
  notifyDropWon?(notice: DropWonNotice): Promise<void>;
}

/**
 * Development, tests and a production test shop: the code goes to the `sms_outbox` table, which
 * `GET /api/dev/sms-outbox` reads back outside production, and to the log outside production.
 * In production the log names the event and a masked number only: whoever reads logs must not
 * be able to sign in as a customer.
 */
export function outboxDriver(
  db: Kysely<AccountTables>,
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

/** How long a provider may take to answer before the send counts as failed. */
const timeoutMs = 5000;

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
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
    },
  };
}

export function createSmsDriver(
  config: AppConfig['sms'],
  db: Kysely<AccountTables>,
  log: FastifyBaseLogger,
  clock: Clock,
  production: boolean,
): SmsDriver {
  switch (config.driver) {
    case 'http':
      return httpDriver(config.url, config.token);
    case 'aliyun': {
      const { accessKeyId, accessKeySecret, endpoint, templates } = config;
      const { signName } = templates;
      const provider = aliyunSms({ accessKeyId, accessKeySecret, signName, endpoint, timeoutMs });
      return templateDriver(provider, templates);
    }
    case 'tencent': {
      const { templates, ...account } = config;
      const { signName } = templates;
      return templateDriver(tencentSms({ ...account, signName, timeoutMs }), templates);
    }
    case 'outbox':
      return outboxDriver(db, log, clock, production);
  }
}
