import type { Kysely } from 'kysely';
import { primaryId, type DialectName } from '../dialect';

/** Accounts beyond the skeleton: profile fields, login lockout, SMS codes, tickets, uploads. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);

  await db.schema
    .alterTable('users')
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo('unknown'))
    .execute();
  await db.schema.alterTable('users').addColumn('birthday', 'text').execute();
  // Wrong passwords within the current window, when that window began, and any lock.
  await db.schema
    .alterTable('users')
    .addColumn('login_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('login_failed_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('locked_until', 'bigint').execute();

  // Codes are stored as hashes; the newest unexpired, unused one of a number and event counts.
  await db.schema
    .createTable('sms_codes')
    .addColumn('id', idType, idColumn)
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_codes_mobile_event')
    .on('sms_codes')
    .columns(['mobile', 'event', 'created_at'])
    .execute();

  // One row per number: a conditional upsert on it enforces the minute and daily limits.
  await db.schema
    .createTable('sms_senders')
    .addColumn('mobile', 'text', (c) => c.primaryKey())
    .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
    .addColumn('day_started_at', 'bigint', (c) => c.notNull())
    .addColumn('day_count', 'integer', (c) => c.notNull())
    .execute();

  // The development driver's mailbox (DESIGN section 3); holds codes in clear on purpose.
  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', idType, idColumn)
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_mobile').on('sms_outbox').column('mobile').execute();

  // Short-lived proofs, such as "this user just confirmed the current phone".
  await db.schema
    .createTable('account_tickets')
    .addColumn('id', idType, idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('qr_logins')
    .addColumn('id', idType, idColumn)
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', idType, idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user_id').on('uploads').column('user_id').execute();
}
