import type { DropEntryState } from '@atelier/contract/drop-codes';
import type { Generated } from 'kysely';

/**
 * A product's drop: its units go to entrants picked by a published draw. The seed is kept from
 * creation and shown once drawn; its SHA-256 (`commitment`) is shown from the start.
 */
export interface DropsTable {
  id: Generated<number>;
  product_id: number;
  quantity: number;
  entries_open_at: number;
  entries_close_at: number;
  purchase_hours: number;
  /** 1 when units nobody in the order buys go on general sale (SQLite has no boolean). */
  leftover_to_sale: number;
  /** JSON array of `{ kind, target_id }`. */
  gates: string;
  /** 32 random bytes, hex. */
  server_seed: string;
  commitment: string;
  /** SHA-256 of the entry list text fixed at close; null until drawn. */
  list_digest: string | null;
  /** When the draw was claimed and run; null until then. */
  drawn_at: number | null;
  /** When no entry was left to pass a unit to: the drop is over. */
  exhausted_at: number | null;
  /** When its leftover units went on general sale (the product back to first come). */
  general_sale_at: number | null;
  created_at: number;
  updated_at: number;
}

/** One entry: one per account and per verified mobile number in each drop. */
export interface DropEntriesTable {
  id: Generated<number>;
  drop_id: number;
  user_id: number;
  mobile: string;
  /** The masked name, as the published entry list shows it (fixed at close). */
  name: string;
  state: DropEntryState;
  /** 1-based place in the published order, once drawn; null for void entries. */
  place: number | null;
  buy_by: number | null;
  order_id: number | null;
  /** 0 while a result (won, moved up) has not been shown to its entrant. */
  seen: number;
  entered_at: number;
  updated_at: number;
}

export interface DropTables {
  drops: DropsTable;
  drop_entries: DropEntriesTable;
}
