import type { AuditTarget, Role } from '@atelier/contract';
import { ownTables, type Connection } from '../db/connection';
import type { AdminTables } from '../db/tables/admin';
import type { Clock } from '../lib/clock';
import { auditChanges } from './audit-changes';

/** The staff member behind a console request, and where it came from. */
export interface Actor {
  id: number;
  name: string;
  role: Role;
  ip: string;
}

export interface AuditEntry {
  target_type: AuditTarget;
  target_id: number | string;
  /** The record's fields before the write; null when it was created. */
  before: Record<string, unknown> | null;
  /** Its fields after; null when it was removed. */
  after: Record<string, unknown> | null;
}

/**
 * A console request's recorder. A service calls `record` with its own transaction, so the change
 * and its audit row commit or fail together. The dispatcher counts the rows: a console write
 * that recorded none is a defect.
 */
export interface Auditor {
  readonly actor: Actor;
  readonly rows: number;
  record(connection: Connection, entry: AuditEntry): Promise<void>;
}

export function createAuditor(actor: Actor, action: string, clock: Clock): Auditor {
  let rows = 0;
  return {
    actor,
    get rows() {
      return rows;
    },
    async record(connection, { target_type, target_id, before, after }) {
      await ownTables<AdminTables>(connection)
        .insertInto('audit_log')
        .values({
          actor_id: actor.id,
          actor_name: actor.name,
          actor_role: actor.role,
          action,
          target_type,
          target_id: String(target_id),
          changes: JSON.stringify(auditChanges(before, after)),
          ip: actor.ip,
          created_at: clock.now(),
        })
        .execute();
      rows += 1;
    },
  };
}
