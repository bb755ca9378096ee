import type { Generated } from 'kysely';

/** Every change of a user's usable points, with the balance it left. */
export interface PointsLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  balance_after: number;
  reason: string;
  ref: Generated<string>;
  /** What a staff member wrote beside an adjustment by hand. */
  note: Generated<string>;
  created_at: number;
}
