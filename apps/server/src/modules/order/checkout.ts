import type { ActionParams, MallType, Purchase } from '@atelier/contract';
import { AppError } from '../../errors';

/**
 * Exactly one of `cart_ids` and `product_id`; a buy-now takes one unit unless told. The input
 * schema has already made `cart_ids` a non-empty list of distinct ids.
 */
export function resolvePurchase(input: ActionParams<'confirmOrderInfo'>): Purchase {
  const { cart_ids: cartIds, product_id: productId } = input;
  if (cartIds !== undefined && productId !== undefined) throw new AppError('purchaseAmbiguous');
  if (cartIds !== undefined) return { kind: 'cart', cartIds };
  if (productId !== undefined) return { kind: 'buyNow', productId, quantity: input.quantity ?? 1 };
  throw new AppError('noItemsSelected');
}

/** A product's unit prices as stored: fen, points price, points earned. */
export interface UnitPrices {
  type: MallType;
  price: number;
  score_price: number;
  earn_score: number;
}

/**
 * A product is priced in its own mall only: cash (and points earned) in the art mall, points in
 * the points mall, which earns nothing.
 */
export function ownPrices(unit: UnitPrices) {
  const art = unit.type === 'art';
  return {
    price: art ? unit.price : 0,
    score_price: art ? 0 : unit.score_price,
    earn_score: art ? unit.earn_score : 0,
  };
}

/** One order holds one mall's products. */
export function mallOf(units: readonly { type: MallType }[]): MallType {
  const [first, ...rest] = units;
  if (!first) throw new AppError('noItemsSelected');
  if (rest.some((unit) => unit.type !== first.type)) throw new AppError('mixedMalls');
  return first.type;
}

export interface ShippingRules {
  ship_base_fee: number;
  ship_free_threshold: number;
}

/** The shop's pricing rules: shipping, and the points a cash order earns when set shop-wide. */
export interface PricingRules extends ShippingRules {
  earn_points_per_yuan?: number | null;
}

/** Art-mall goods ship for the base fee below the threshold and free from it; points goods free. */
export function shipFeeFor(type: MallType, goodsAmount: number, rules: ShippingRules): number {
  if (type === 'points') return 0;
  return goodsAmount >= rules.ship_free_threshold ? 0 : rules.ship_base_fee;
}

/** An order's sums, exact in fen and points. */
export function priceOrder(
  type: MallType,
  lines: readonly (UnitPrices & { quantity: number })[],
  rules: PricingRules,
) {
  let goods = 0;
  let score = 0;
  let earn = 0;
  for (const line of lines) {
    const unit = ownPrices(line);
    goods += unit.price * line.quantity;
    score += unit.score_price * line.quantity;
    earn += unit.earn_score * line.quantity;
  }
  const shipFee = shipFeeFor(type, goods, rules);
  // A shop-wide rate replaces the products' own points: whole yuan of goods times the rate.
  const rate = rules.earn_points_per_yuan;
  if (type === 'art' && rate !== null && rate !== undefined) earn = Math.floor(goods / 100) * rate;
  return {
    goods_amount: goods,
    ship_fee: shipFee,
    total_amount: goods + shipFee,
    total_score: score,
    earn_score: earn,
  };
}
