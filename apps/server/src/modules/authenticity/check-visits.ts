import type { Kysely } from 'kysely';
import { lockRows } from '../../db/dialect';
import type { AuthenticityTables } from '../../db/tables/authenticity';
import { dayIn } from '../../lib/time';
import { ADDRESS_VISITORS, ALERT_VISITORS, VISIT_MS } from './check-limits';

/** Who a check counts as: the account if signed in, else the browser, else the address. */
export function visitorKey(client: {
  userId: number | null;
  device: string | null;
  ip: string;
}): string {
  if (client.userId !== null) return `user:${client.userId}`;
  if (client.device) return `device:${client.device}`;
  return `ip:${client.ip}`;
}

/**
 * Counts a visitor's check of a serial unless they were counted in the last 24 hours, or their
 * address has already brought `ADDRESS_VISITORS` visitors of it in that time. The serial's row is
 * locked first, so checks of one serial at once take turns and an address never gets past its
 * share. Returns whether this check counted.
 */
export async function countVisit(
  trx: Kysely<AuthenticityTables>,
  {
    serialId,
    visitor,
    address,
    now,
  }: { serialId: number; visitor: string; address: string; now: number },
): Promise<boolean> {
  await lockRows(trx, trx.selectFrom('serials').select('id').where('id', '=', serialId));
  const fromAddress = await trx
    .selectFrom('serial_visits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('serial_id', '=', serialId)
    .where('address', '=', address)
    .where('counted_at', '>', now - VISIT_MS)
    .executeTakeFirstOrThrow();
  if (Number(fromAddress.n) >= ADDRESS_VISITORS) return false;
  const visit = await trx
    .insertInto('serial_visits')
    .values({ serial_id: serialId, visitor, address, counted_at: now })
    .onConflict((oc) =>
      oc
        .columns(['serial_id', 'visitor'])
        .doUpdateSet({ counted_at: now, address })
        .where('serial_visits.counted_at', '<=', now - VISIT_MS),
    )
    .returning('counted_at')
    .executeTakeFirst();
  if (!visit) return false;
  await trx
    .updateTable('serials')
    .set((eb) => ({
      check_count: eb('check_count', '+', 1),
      first_checked_at: eb.fn.coalesce('first_checked_at', eb.val(now)),
    }))
    .where('id', '=', serialId)
    .execute();
  return true;
}

/** Distinct visitors counted for a serial in the 24 hours before `now`. */
export async function recentVisitors(
  db: Kysely<AuthenticityTables>,
  serialId: number,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('serial_visits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('serial_id', '=', serialId)
    .where('counted_at', '>', now - VISIT_MS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Raises an alert for staff when a serial has had many distinct visitors in a day: many people
 * holding the same code suggests it was copied. One alert per serial per shop day, however many
 * checks cross the line at once (the unique index decides).
 */
export async function alertIfCrowded(
  trx: Kysely<AuthenticityTables>,
  { serialId, now, timeZone }: { serialId: number; now: number; timeZone: string },
): Promise<void> {
  const visitors = await recentVisitors(trx, serialId, now);
  if (visitors < ALERT_VISITORS) return;
  await trx
    .insertInto('serial_alerts')
    .values({ serial_id: serialId, day: dayIn(now, timeZone), visitors, created_at: now })
    .onConflict((oc) => oc.columns(['serial_id', 'day']).doNothing())
    .execute();
}
