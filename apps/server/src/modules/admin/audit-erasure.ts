import { ownTables, type Connection } from '../../db/connection';
import { SYSTEM_ACTOR } from '@atelier/contract';
import type { AdminTables } from '../../db/tables/admin';

/**
 * The audit trail's rows written by the shop's own jobs rather than a staff member: an erasure
 * of personal data, with how many of each kind it removed. Inside the job's transaction, so the
 * log says exactly what committed.
 */
export async function recordErasure(
  trxGiven: Connection,
  entry: { action: string; target_id: string; counts: Record<string, number>; now: number },
): Promise<void> {
  const trx = ownTables<AdminTables>(trxGiven);
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: SYSTEM_ACTOR.id,
      actor_name: SYSTEM_ACTOR.name,
      actor_role: SYSTEM_ACTOR.role,
      action: entry.action,
      target_type: 'erasure',
      target_id: entry.target_id,
      changes: JSON.stringify({ before: null, after: entry.counts }),
      ip: '',
      created_at: entry.now,
    })
    .execute();
}
