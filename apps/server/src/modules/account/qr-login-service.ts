import { ownTables, type Connection } from '../../db/connection';
import type { ActionOutput, QrLoginStatus } from '@atelier/contract';
import Bowser from 'bowser';
import { timingSafeEqual } from 'node:crypto';
import type { AccountTables } from '../../db/tables/account';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { AccountService } from './account-service';
import type { AuthUser } from '../../kernel/identity';
import { hashToken, newToken } from './tokens';
import { qrLoginRepository } from './qr-login-repository';
import { toIso } from '../../lib/time';

/** A ticket is shown for two minutes; a confirmed one may be collected a little later. */
export const qrRules = { ttlMs: 2 * 60_000, collectGraceMs: 30_000 } as const;

/** "Chrome 156 · Linux": enough for the phone's owner to recognise the computer. */
function describeDevice(userAgent: string): string {
  if (!userAgent) return '';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]]
    .filter(Boolean)
    .join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return [browser, os].filter(Boolean).join(' · ').slice(0, 120);
}

/**
 * QR-code login: a waiting page opens a ticket, a signed-in phone scans and confirms it, and
 * the waiting page, which alone holds the ticket's secret, collects a session once.
 */
export function qrLoginService(dbGiven: Connection, account: AccountService, clock: Clock) {
  const db = ownTables<AccountTables>(dbGiven);
  const repo = qrLoginRepository(db);

  async function liveTicket(ticket: string) {
    const row = await repo.byTicket(hashToken(ticket));
    if (!row) throw new AppError('qrUnknown');
    return row;
  }

  /** The status a reader should see: a pending or scanned ticket past its time has expired. */
  function statusAt(row: { status: QrLoginStatus; expires_at: number }, now: number) {
    const waiting = row.status === 'pending' || row.status === 'scanned';
    return waiting && row.expires_at <= now ? 'expired' : row.status;
  }

  function refuseClosed(status: QrLoginStatus): never {
    throw new AppError(status === 'expired' ? 'qrExpired' : 'qrDone');
  }

  return {
    async create(ip: string, userAgent: string): Promise<ActionOutput<'qrLoginCreate'>> {
      const ticket = newToken();
      const secret = newToken();
      const now = clock.now();
      const expiresAt = now + qrRules.ttlMs;
      await repo.create({
        ticketHash: hashToken(ticket),
        secretHash: hashToken(secret),
        device: describeDevice(userAgent),
        ip,
        expiresAt,
        now,
      });
      return { ticket, secret, expires_at: toIso(expiresAt) };
    },

    async poll(ticket: string, secret: string): Promise<ActionOutput<'qrLoginPoll'>> {
      const row = await liveTicket(ticket);
      const given = Buffer.from(hashToken(secret), 'hex');
      if (!timingSafeEqual(Buffer.from(row.secret_hash, 'hex'), given)) {
        throw new AppError('qrUnknown');
      }
      const now = clock.now();
      if (row.status === 'confirmed' && row.user_id !== null) {
        const graceEnd = now - qrRules.collectGraceMs;
        if (await repo.advance(row.id, ['confirmed'], 'used', graceEnd, now)) {
          const { userinfo } = await account.openSession(row.user_id);
          return { status: 'confirmed', userinfo };
        }
        return {
          status: row.expires_at + qrRules.collectGraceMs <= now ? 'expired' : 'used',
          userinfo: null,
        };
      }
      return { status: statusAt(row, now), userinfo: null };
    },

    async scan(user: AuthUser, ticket: string): Promise<ActionOutput<'qrLoginScan'>> {
      const row = await liveTicket(ticket);
      const now = clock.now();
      const status = statusAt(row, now);
      if (status !== 'pending' && status !== 'scanned') refuseClosed(status);
      if (!(await repo.advance(row.id, ['pending', 'scanned'], 'scanned', now, now, user.id))) {
        refuseClosed(statusAt(await liveTicket(ticket), clock.now()));
      }
      return {
        status: 'scanned',
        device: row.device,
        ip: row.ip,
        requested_at: toIso(row.created_at),
        expires_at: toIso(row.expires_at),
      };
    },

    async confirm(user: AuthUser, ticket: string, approve: boolean) {
      const row = await liveTicket(ticket);
      const now = clock.now();
      const to = approve ? 'confirmed' : 'rejected';
      if (!(await repo.advance(row.id, ['pending', 'scanned'], to, now, now, user.id))) {
        refuseClosed(statusAt(await liveTicket(ticket), clock.now()));
      }
      return { status: to } as const;
    },
  };
}
export type QrLoginService = ReturnType<typeof qrLoginService>;
