import type { Generated } from 'kysely';
import type { AuditTarget, Role, SYSTEM_ACTOR } from '@atelier/contract';

/** One console write: who did what to which record, with the fields it changed. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  actor_name: string;
  /** `system` for the shop's own jobs (`SYSTEM_ACTOR`). */
  actor_role: Role | typeof SYSTEM_ACTOR.role;
  action: string;
  target_type: AuditTarget;
  target_id: string;
  /** JSON `{ before, after }` holding only the changed fields. */
  changes: string;
  ip: string;
  created_at: number;
}

/** The tables the admin module owns, the audit trail: its Kysely sees these and no others. The
 * kernel's auditor writes it from below, in each console write's own transaction. */
export interface AdminTables {
  audit_log: AuditLogTable;
}
