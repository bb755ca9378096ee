import { ownTables, type Connection } from '../../db/connection';
import { DATA_ARCHIVE_TICKET_MINUTES } from '@atelier/contract/privacy-codes';
import type { ActionParams, Lang } from '@atelier/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PrivacyTables } from '../../db/tables/privacy';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { toIso } from '../../lib/time';
import type { AccountService } from '../account/account-service';
import type { AuthUser } from '../../kernel/identity';
import type { SmsService } from '../account/sms-service';
import { buildPersonalArchive, type ResumeFiles } from './data-export-archive';

const DAY_MS = 24 * 3600_000;

/** 256 random bits; only the SHA-256 is stored, as for sessions. */
const newTicket = () => randomBytes(32).toString('base64url');
const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

interface DataExportDeps {
  account: Pick<AccountService, 'confirmPassword'>;
  sms: Pick<SmsService, 'redeem'>;
  resumes: ResumeFiles;
  clock: Clock;
  /** The shop's time zone: the readable page shows times on its clock, as the site does. */
  timeZone: () => Promise<string>;
  /** Archives one account may ask for in 24 hours. */
  perDay: number;
}

/**
 * Download my data: the owner proves who they are again and gets a one-time ticket, good for
 * `DATA_ARCHIVE_TICKET_MINUTES`; the browser then fetches the zip with it. Only the ticket's
 * hash is stored.
 */
export function dataExportService(dbGiven: Connection, deps: DataExportDeps) {
  const db = ownTables<PrivacyTables>(dbGiven);
  const { clock, perDay } = deps;

  /** Refuses once the account has asked `perDay` times in the last 24 hours. */
  async function refuseOverLimit(trxGiven: Connection, userId: number, now: number) {
    const trx = ownTables<PrivacyTables>(trxGiven);
    const recent = await trx
      .selectFrom('data_exports')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('created_at', '>', now - DAY_MS)
      .orderBy('created_at')
      .execute();
    if (recent.length < perDay) return;
    const oldest = Number(recent[0]?.created_at ?? now);
    const hours = Math.max(1, Math.ceil((oldest + DAY_MS - now) / 3600_000));
    throw new AppError('dataExportLimit', { count: perDay, hours });
  }

  return {
    async createTicket(user: AuthUser, proof: ActionParams<'dataExportCreate'>) {
      // Checked before the proof, so a refusal costs neither an SMS code nor a password try.
      await refuseOverLimit(db, user.id, clock.now());
      const ticket = newTicket();
      const now = clock.now();
      const expiresAt = now + DATA_ARCHIVE_TICKET_MINUTES * 60_000;
      const record = async (trx: Kysely<PrivacyTables>) => {
        await refuseOverLimit(trx, user.id, now);
        await trx
          .insertInto('data_exports')
          .values({
            user_id: user.id,
            ticket_hash: hashTicket(ticket),
            expires_at: expiresAt,
            used_at: null,
            created_at: now,
          })
          .execute();
      };
      if (proof.password !== undefined) {
        await deps.account.confirmPassword(user, proof.password);
        await db.transaction().execute(record);
      } else if (proof.captcha !== undefined) {
        if (!user.mobile) throw new AppError('smsWrongPhone');
        await deps.sms.redeem(user.mobile, 'verify', proof.captcha, record);
      }
      const day = toIso(now).slice(0, 10);
      return { ticket, expires_at: toIso(expiresAt), file_name: `my-data-${day}.zip` };
    },

    /**
     * The archive a ticket opens, once. A request that also carries a sign-in must be the
     * ticket's owner's; a ticket asked for by someone else stays good for its owner.
     */
    async openArchive(ticket: string, asker: AuthUser | null, lang: Lang): Promise<Uint8Array> {
      const now = clock.now();
      const row = await db
        .selectFrom('data_exports')
        .select(['id', 'user_id', 'expires_at', 'used_at'])
        .where('ticket_hash', '=', hashTicket(ticket))
        .executeTakeFirst();
      if (!row || row.used_at !== null || Number(row.expires_at) <= now) {
        throw new AppError('dataArchiveTicketInvalid');
      }
      if (asker && asker.id !== row.user_id) throw new AppError('dataArchiveNotYours');
      // Used up before it is built: two fetches of one ticket never both get the archive.
      const claimed = await db
        .updateTable('data_exports')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('dataArchiveTicketInvalid');
      return buildPersonalArchive(db, deps.resumes, row.user_id, {
        lang,
        now,
        timeZone: await deps.timeZone(),
      });
    },
  };
}
export type DataExportService = ReturnType<typeof dataExportService>;
