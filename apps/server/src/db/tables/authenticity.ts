import type {
  AlertStatus,
  BatchStatus,
  FakeReportStatus,
  OwnershipSource,
} from '@atelier/contract/authenticity-codes';
import type { Generated } from 'kysely';

/** A batch of serials the studio issued for a product: editions 1 to `quantity`. */
export interface SerialBatchesTable {
  id: Generated<number>;
  product_id: number;
  quantity: number;
  note: Generated<string>;
  status: Generated<BatchStatus>;
  /** Serials of the batch shipped to an owner. */
  owned_count: Generated<number>;
  /** The staff member's username. */
  created_by: string;
  created_at: number;
  revoked_at: number | null;
  revoke_reason: Generated<string>;
}

/** One serial: `code` is the 16 normalised characters, without dashes. */
export interface SerialsTable {
  id: Generated<number>;
  batch_id: number;
  product_id: number;
  code: string;
  edition_number: number;
  /** Null until its unit ships (and again if the owner's account is gone). */
  owner_id: number | null;
  owner_since: number | null;
  order_id: number | null;
  order_item_id: number | null;
  activated_at: number | null;
  /** Checks by distinct visitors, one each per 24 hours. */
  check_count: Generated<number>;
  first_checked_at: number | null;
  /** SHA-256 of the outstanding one-time transfer code. */
  transfer_code_hash: string | null;
  transfer_expires_at: number | null;
  transfer_attempts: Generated<number>;
}

/** Who owned a serial, from when until when (null: still). */
export interface SerialOwnersTable {
  id: Generated<number>;
  serial_id: number;
  user_id: number | null;
  source: OwnershipSource;
  since: number;
  until: number | null;
}

/** A visitor's last counted check of a serial. */
export interface SerialVisitsTable {
  serial_id: number;
  /** `user:<id>`, `device:<id>` or `ip:<address>`. */
  visitor: string;
  /** The client address it was counted from; '' for visits counted before addresses were kept. */
  address: Generated<string>;
  counted_at: number;
}

/** A client's check budget in its current window, and a block after a burst of unknown codes. */
export interface SerialCheckBudgetsTable {
  /** `ip:<address>`, `device:<id>` or `user:<id>`. */
  client: string;
  window_start: number;
  spent: Generated<number>;
  unknown: Generated<number>;
  blocked_until: number | null;
}

export interface SerialAlertsTable {
  id: Generated<number>;
  serial_id: number;
  /** The shop day, `YYYY-MM-DD`. */
  day: string;
  visitors: number;
  status: Generated<AlertStatus>;
  decided_by: Generated<string>;
  created_at: number;
}

export interface FakeReportsTable {
  id: Generated<number>;
  user_id: number;
  /** As the customer typed it, possibly empty. */
  code: Generated<string>;
  where_bought: string;
  note: Generated<string>;
  /** JSON array of upload URLs. */
  images: Generated<string>;
  status: Generated<FakeReportStatus>;
  decision_note: Generated<string>;
  decided_by: Generated<string>;
  created_at: number;
  decided_at: number | null;
}

/** The tables the authenticity module owns: its Kysely sees these and no others. */
export interface AuthenticityTables {
  serial_batches: SerialBatchesTable;
  serials: SerialsTable;
  serial_owners: SerialOwnersTable;
  serial_visits: SerialVisitsTable;
  serial_check_budgets: SerialCheckBudgetsTable;
  serial_alerts: SerialAlertsTable;
  fake_reports: FakeReportsTable;
}
