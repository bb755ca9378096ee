import { isSerialWellFormed } from '@atelier/contract/serial-code';
import { sql, type Kysely } from 'kysely';
import type { AuthenticityTables } from '../../db/tables/authenticity';
import { AppError } from '../../errors';
import { minuteIn } from '../../lib/time';
import {
  BLOCK_MS,
  CHECK_WINDOW_MS,
  DEVICE_BUDGET,
  IP_BUDGET,
  KNOWN_COST,
  UNKNOWN_BURST,
  UNKNOWN_COST,
} from './check-limits';

/** What a check found, which decides what it costs. */
export type CheckFinding = 'known' | 'unknown' | 'mistyped';

/** Who is asking about a serial: the account if signed in, the browser's device id, the address. */
export interface CheckClient {
  userId: number | null;
  device: string | null;
  ip: string;
}

/** A client's budget row: `ip:<address>`, `device:<id>` or `user:<id>`, and what it may spend. */
export interface BudgetClient {
  key: string;
  budget: number;
}

export function budgetClients({ ip, device, userId }: CheckClient): BudgetClient[] {
  const clients = [{ key: `ip:${ip}`, budget: IP_BUDGET }];
  if (device) clients.push({ key: `device:${device}`, budget: DEVICE_BUDGET });
  // An account pays apart from its addresses, so moving between networks buys no more guesses.
  if (userId !== null) clients.push({ key: `user:${userId}`, budget: DEVICE_BUDGET });
  return clients;
}

/**
 * Looks a normalised serial up and charges the client for what it found, in the caller's
 * transaction. The check and every ownership action that takes a serial pay through here, so
 * guessing serials costs the same budget whichever of them is asked.
 */
export async function chargeLookup(
  trx: Kysely<AuthenticityTables>,
  code: string,
  client: CheckClient,
  at: { now: number; timeZone: string },
): Promise<{ finding: CheckFinding; serialId: number | null }> {
  const wellFormed = isSerialWellFormed(code);
  const serial = wellFormed
    ? await trx.selectFrom('serials').select('id').where('code', '=', code).executeTakeFirst()
    : undefined;
  const finding: CheckFinding = !wellFormed ? 'mistyped' : serial ? 'known' : 'unknown';
  await chargeChecks(trx, budgetClients(client), finding, at);
  return { finding, serialId: serial ? Number(serial.id) : null };
}

/**
 * Charges each client the check's cost in one conditional upsert (a window that has run out
 * starts again), so concurrent checks can never spend past the budget. A client that is blocked
 * or would go over is refused with HTTP 429 and when to come back; the caller's transaction then
 * rolls back what was charged to the others. The unknown code that completes a burst blocks its
 * client for a while.
 */
export async function chargeChecks(
  trx: Kysely<AuthenticityTables>,
  clients: readonly BudgetClient[],
  finding: CheckFinding,
  { now, timeZone }: { now: number; timeZone: string },
): Promise<void> {
  const cost = finding === 'known' ? KNOWN_COST : UNKNOWN_COST;
  const unknown = finding === 'unknown' ? 1 : 0;
  const windowOver = now - CHECK_WINDOW_MS;
  for (const { key, budget } of clients) {
    // Parameters inside CASE are cast: PostgreSQL cannot infer their type there.
    const fresh = sql<boolean>`serial_check_budgets.window_start <= cast(${windowOver} as bigint)`;
    const unknownAfter = sql<number>`(case when ${fresh} then 0 else serial_check_budgets.unknown end) + cast(${unknown} as integer)`;
    const charged = await trx
      .insertInto('serial_check_budgets')
      .values({
        client: key,
        window_start: now,
        spent: cost,
        unknown,
        blocked_until: unknown >= UNKNOWN_BURST ? now + BLOCK_MS : null,
      })
      .onConflict((oc) =>
        oc
          .column('client')
          .doUpdateSet({
            window_start: sql`case when ${fresh} then cast(${now} as bigint) else serial_check_budgets.window_start end`,
            spent: sql`(case when ${fresh} then 0 else serial_check_budgets.spent end) + cast(${cost} as integer)`,
            unknown: unknownAfter,
            blocked_until: sql`case when ${unknownAfter} >= cast(${UNKNOWN_BURST} as integer) then cast(${now + BLOCK_MS} as bigint) else null end`,
          })
          .where((eb) =>
            eb.and([
              eb.or([
                eb('serial_check_budgets.blocked_until', 'is', null),
                eb('serial_check_budgets.blocked_until', '<=', now),
              ]),
              eb.or([
                eb('serial_check_budgets.window_start', '<=', windowOver),
                eb('serial_check_budgets.spent', '<=', budget - cost),
              ]),
            ]),
          ),
      )
      .returning('client')
      .executeTakeFirst();
    if (!charged) await refuse(trx, key, { now, timeZone });
  }
}

async function refuse(
  trx: Kysely<AuthenticityTables>,
  key: string,
  { now, timeZone }: { now: number; timeZone: string },
): Promise<never> {
  const row = await trx
    .selectFrom('serial_check_budgets')
    .select(['window_start', 'blocked_until'])
    .where('client', '=', key)
    .executeTakeFirstOrThrow();
  if (row.blocked_until !== null && row.blocked_until > now) {
    throw new AppError('serialChecksBlocked', { time: minuteIn(row.blocked_until, timeZone) }, 429);
  }
  const again = row.window_start + CHECK_WINDOW_MS;
  throw new AppError('serialChecksSpent', { time: minuteIn(again, timeZone) }, 429);
}
