import type { Generated } from 'kysely';
import type { AuditTarget, MallType, OrderStatus, Role, SYSTEM_ACTOR } from '@atelier/contract';

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

/** Orders placed per shop-local day, mall and current status; kept by triggers (migration 013). */
export interface OrderDayStatsTable {
  day: string;
  type: MallType;
  status: OrderStatus;
  orders: number;
  amount: number;
  score: number;
}

/** Units and takings of paid orders per day placed and product; kept by triggers. */
export interface ProductDayStatsTable {
  day: string;
  product_id: number;
  type: MallType;
  units: number;
  amount: number;
  score: number;
}

/** Points given and spent per UTC hour (`created_at / 3600000`); kept by a trigger. */
export interface PointsHourStatsTable {
  hour: number;
  issued: number;
  redeemed: number;
}

/** The same per month (YYYY-MM), so a long range reads whole months and its edge days. */
export interface ProductMonthStatsTable {
  month: string;
  product_id: number;
  type: MallType;
  units: number;
  amount: number;
  score: number;
}
