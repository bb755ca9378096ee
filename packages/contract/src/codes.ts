/** Application outcome codes carried in every envelope (DESIGN section 3). */
export const Code = {
  OK: 200,
  REFUSED: 100,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,
  /** The database is out of reach for a moment (a restart, a failover): try again shortly. */
  UNAVAILABLE: 503,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

export const LANGS = ['zh-cn', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const FALLBACK_LANG: Lang = 'zh-cn';

/** `user` is a customer; the others are the studio's staff (DESIGN section 4). */
export const ROLES = ['user', 'admin', 'operator', 'editor'] as const;
export type Role = (typeof ROLES)[number];
export const MALL_TYPES = ['art', 'points'] as const;
export type MallType = (typeof MALL_TYPES)[number];

/** How a product list can be ordered: newest first, by price either way, best-selling first. */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * How a product's units go to buyers: the first to order get them, or a draw among those who
 * entered decides.
 */
export const SALE_MODES = ['first_come', 'draw'] as const;
export type SaleMode = (typeof SALE_MODES)[number];

export const ORDER_STATUSES = [
  'unpaid',
  'undelivered',
  'unreceived',
  'completed',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who cancelled an order: its buyer, the payment deadline, or the studio (a refund). */
export const CANCEL_REASONS = ['buyer', 'timeout', 'staff'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** How the console's order list can be ordered. */
export const ORDER_ADMIN_SORTS = ['newest', 'oldest', 'amount_desc', 'amount_asc'] as const;
export type OrderAdminSort = (typeof ORDER_ADMIN_SORTS)[number];

/** The most rows one export holds; a wider selection is cut there and says so. */
export const ORDER_EXPORT_MAX = 50_000;
/** The most rows one bulk shipping file may hold. */
export const SHIP_BATCH_MAX = 2_000;
/** The columns of a bulk shipping file, named in its header row. */
export const SHIP_BATCH_COLUMNS = ['order_no', 'carrier', 'tracking_no'] as const;

/** What an order's console timeline shows, each at the time it happened. */
export const ORDER_EVENTS = [
  'created',
  'paid',
  'address_changed',
  'shipped',
  'received',
  'canceled',
  'refunded',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** The response body of every action. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  request_id?: string;
  /** On a refusal about one input field (a wrong password, an unknown mobile), that field's name. */
  field?: string;
}

/** A page of a list: input `page` (from 1) and `limit`; output `{ list, total, page, limit }`. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** How an order is paid: points in the points mall, or a cash gateway in the art mall. */
/** The cash gateways: the built-in sandbox (no money moves), WeChat Pay and Alipay. */
export const CASH_GATEWAYS = ['sandbox', 'wechat', 'alipay'] as const;
export type CashGateway = (typeof CASH_GATEWAYS)[number];
export const PAY_METHODS = ['score', ...CASH_GATEWAYS] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
/** Where a cash payment is made: a desktop shows a QR code, a phone opens the provider's page. */
export const PAY_DEVICES = ['desktop', 'phone'] as const;
export type PayDevice = (typeof PAY_DEVICES)[number];

/** The only delivery method so far: a courier to the chosen address. */
export const DELIVERY_METHODS = ['express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Order list time ranges (spec section 9): 1 day, 7 days, 30 days, 3 months. */
export const ORDER_RANGES = ['1d', '7d', '30d', '3m'] as const;
export type OrderRange = (typeof ORDER_RANGES)[number];

/** Why a cart line cannot be bought as it stands. */
export const CART_LINE_ISSUES = ['off_sale', 'out_of_stock', 'short'] as const;
export type CartLineIssue = (typeof CART_LINE_ISSUES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
