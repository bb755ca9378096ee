import type { Generated } from 'kysely';
import type { AuditTarget, Role } from '@atelier/contract';

/** One console write: who did what to which record, with the fields it changed. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  actor_name: string;
  actor_role: Role;
  action: string;
  target_type: AuditTarget;
  target_id: string;
  /** JSON `{ before, after }` holding only the changed fields. */
  changes: string;
  ip: string;
  created_at: number;
}
