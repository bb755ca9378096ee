import type { Generated } from 'kysely';

/** A data archive asked for: its one-time ticket (hashed) and when it was fetched. */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  ticket_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** The tables the privacy module owns: its Kysely sees these and no others. */
export interface PrivacyTables {
  data_exports: DataExportsTable;
}
