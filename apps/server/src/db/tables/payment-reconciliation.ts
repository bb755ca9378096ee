import type { Generated } from 'kysely';
import type { MismatchKind, ReconciliationStatus } from '@atelier/contract';

export interface PaymentReconciliationsTable {
  id: Generated<number>;
  gateway: string;
  /** The provider's bill day, `YYYY-MM-DD` in Beijing time. */
  day: string;
  status: ReconciliationStatus;
  /** Lines in the provider's bills, and how many of them agreed with the shop. */
  lines: number;
  matched: number;
  /** Why the bills could not be read, when the check failed. */
  error: string | null;
  checked_at: number;
}

export interface PaymentMismatchesTable {
  id: Generated<number>;
  reconciliation_id: number;
  kind: MismatchKind;
  line_kind: 'payment' | 'refund';
  session_id: string;
  refund_no: string | null;
  trade_no: string | null;
  /** Fen; null on the side that has no such line. */
  our_amount: number | null;
  their_amount: number | null;
  our_status: string | null;
  their_status: string | null;
  resolved_at: number | null;
  resolved_by_id: number | null;
  resolved_by: string | null;
  note: string | null;
  created_at: number;
}

/** The payment module's reconciliation tables. */
export interface PaymentReconciliationTables {
  payment_reconciliations: PaymentReconciliationsTable;
  payment_mismatches: PaymentMismatchesTable;
}
