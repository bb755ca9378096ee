import type { Generated } from 'kysely';
import type {
  CancelReason,
  DeliveryMethod,
  MallType,
  OrderStatus,
  PayMethod,
} from '@atelier/contract';

/** Amounts in fen; points as integers; times in epoch milliseconds. */
export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  type: MallType;
  status: OrderStatus;
  goods_amount: number;
  ship_fee: number;
  total_amount: number;
  total_score: number;
  /** Points the order will earn once completed (cash orders). */
  earn_score: number;
  /** Points it did earn. */
  earned_score: Generated<number>;
  delivery: DeliveryMethod;
  remark: Generated<string>;
  recipient_name: string;
  recipient_mobile: string;
  province: string;
  city: string;
  district: string;
  address: string;
  postal_code: string;
  address_changed: Generated<number>;
  /** When the buyer changed the address; null if never (or before the column existed). */
  address_changed_at: Generated<number | null>;
  pay_method: PayMethod | null;
  pay_deadline: number;
  paid_at: number | null;
  canceled_at: number | null;
  cancel_reason: CancelReason | null;
  refunded_at: number | null;
  carrier: string | null;
  tracking_no: string | null;
  shipped_at: number | null;
  received_at: number | null;
  /** 1 once the buyer deleted it: kept for the shop. */
  hidden: Generated<number>;
  idempotency_key: string;
  /** What the submission asked for (`submissionHash`); null on orders older than the column. */
  idempotency_hash: string | null;
  /** The shop settings version the order was made under (`shop_settings_versions`). */
  settings_version: Generated<number>;
  /** The points rules version a cash order earns by (`points_config_versions`, `score`). */
  score_version: Generated<number | null>;
  /** The shop-local day (YYYY-MM-DD) it was placed: the dashboard counts it on that day. */
  created_day: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** A line as bought: name, picture and prices copied from the product at that moment. */
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  name_zh: string;
  name_en: string;
  image: string;
  price: number;
  score_price: number;
  earn_score: number;
  quantity: number;
}

export interface OrderTrackingTable {
  id: Generated<number>;
  order_id: number;
  text: string;
  time: number;
  created_at: number;
}

/**
 * Orders placed per shop-local day, mall and current status, as folded in from
 * `order_day_deltas` (`order-stats.ts`); the figures are these plus the deltas not yet folded.
 */
export interface OrderDayStatsTable {
  day: string;
  type: MallType;
  status: OrderStatus;
  orders: number;
  amount: number;
  score: number;
}

/** Units and takings of paid orders per day placed and product, folded in from the deltas. */
export interface ProductDayStatsTable {
  day: string;
  product_id: number;
  type: MallType;
  units: number;
  amount: number;
  score: number;
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

/**
 * Counts the order changes folded into the totals (one row, id 1); with the deltas not yet
 * folded, how many times an order was placed or moved, so the dashboard knows when an answer it
 * kept is stale.
 */
export interface DashboardMarkTable {
  id: number;
  order_changes: number;
}

/**
 * What one order placed or moved adds to `order_day_stats`, appended by the orders' triggers
 * (migration 027): appending shares no row with another writer.
 */
export type OrderDayDeltasTable = OrderDayStatsTable;

/** What a paid or cancelled order adds to the product figures, appended by the triggers. */
export type ProductDayDeltasTable = ProductDayStatsTable;

/**
 * The units of a customer's orders that are not cancelled, per product sold with a limit per
 * customer (migration 028): an order adds to the row only while the sum stays within the limit.
 */
export interface OrderProductUnitsTable {
  user_id: number;
  product_id: number;
  units: number;
}

/** The tables the order module owns: its Kysely sees these and no others. */
export interface OrderTables {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_tracking: OrderTrackingTable;
  order_day_stats: OrderDayStatsTable;
  product_day_stats: ProductDayStatsTable;
  product_month_stats: ProductMonthStatsTable;
  dashboard_mark: DashboardMarkTable;
  order_day_deltas: OrderDayDeltasTable;
  product_day_deltas: ProductDayDeltasTable;
  order_product_units: OrderProductUnitsTable;
}
