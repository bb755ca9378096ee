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
  /** The points (or game) rules' version the change was made under; null where none applied. */
  config_version: number | null;
  created_at: number;
}

/** One saved version of the points rules (`score`) or the game's (`game`). */
export interface PointsConfigVersionsTable {
  kind: 'score' | 'game';
  version: number;
  /** The rules' JSON. */
  body: string;
  /** Null for the version the shop started with. */
  actor_id: number | null;
  actor_name: string;
  created_at: number;
}

/** Points credited together, spent and expired oldest first. */
export interface PointsLotsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  remaining: number;
  /** The credit's ledger row; null for the balance an account held before lots. */
  ledger_id: number | null;
  created_at: number;
  /** Null: never expires. */
  expires_at: number | null;
}

/** Points earned by a user in a period (`all`, `week:<Monday>`, `month:YYYY-MM`). */
export interface PointsRankTable {
  period: string;
  user_id: number;
  total: number;
  /** The ledger row that brought the total there: ties go to the lower. */
  last_id: number;
}

/** One daily sign-in; (user_id, day) is unique. */
export interface SignInsTable {
  user_id: number;
  /** The shop's calendar day, YYYY-MM-DD. */
  day: string;
  streak: number;
  points: number;
  config_version: number;
  created_at: number;
}

/** A customer's server seed for the points game; revealed once it rotates. */
export interface GameSeedsTable {
  id: Generated<number>;
  user_id: number;
  /** Hex; secret until `revealed_at`. */
  server_seed: string;
  /** SHA-256 of the server seed, hex: public from the start. */
  commitment: string;
  /** The client seed a play without its own uses. */
  client_seed: string;
  /** Plays made under this seed: the next play's number. */
  plays: Generated<number>;
  day: string;
  created_at: number;
  revealed_at: number | null;
}

export interface GamePlaysTable {
  id: Generated<number>;
  user_id: number;
  seed_id: number;
  nonce: number;
  client_seed: string;
  /** Index of the prize in the version's prize table. */
  prize: number;
  prize_points: number;
  cost: number;
  config_version: number;
  day: string;
  created_at: number;
}

/** Plays per customer per shop day. */
export interface GameDaysTable {
  user_id: number;
  day: string;
  plays: number;
}

/**
 * Prize points paid out per shop day, spread over a few rows so that plays seldom wait on one
 * another: each row pays up to its `cap`, and the caps of a day add up to the `budget` they were
 * set for (`game-budget.ts`).
 */
export interface GameBudgetShardsTable {
  day: string;
  shard: number;
  paid: number;
  cap: number;
  budget: number;
}

/**
 * Points given and spent per UTC hour (`created_at / 3600000`), folded in from
 * `points_hour_deltas`, which the ledger's trigger appends to (`points-stats.ts`).
 */
export interface PointsHourStatsTable {
  hour: number;
  issued: number;
  redeemed: number;
}

/** The tables the points module owns: its Kysely sees these and no others. */
export interface PointsTables {
  points_ledger: PointsLedgerTable;
  points_config_versions: PointsConfigVersionsTable;
  points_lots: PointsLotsTable;
  points_rank: PointsRankTable;
  sign_ins: SignInsTable;
  game_seeds: GameSeedsTable;
  game_plays: GamePlaysTable;
  game_days: GameDaysTable;
  game_budget_shards: GameBudgetShardsTable;
  points_hour_stats: PointsHourStatsTable;
  points_hour_deltas: PointsHourStatsTable;
}
