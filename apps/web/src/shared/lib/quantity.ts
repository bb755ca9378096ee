import { LINE_QUANTITY_MAX } from '@atelier/contract/formats';

export interface QuantityBounds {
  min: number;
  max: number;
  /** Nothing can be bought: off sale or out of stock. */
  disabled: boolean;
}

/** Quantities one can choose: 1 up to the stock and the per-line maximum (99). */
export function quantityBounds(stock: number, onSale: boolean): QuantityBounds {
  const inStock = Math.max(0, Math.floor(stock));
  const disabled = !onSale || inStock === 0;
  return { min: 1, max: disabled ? 1 : Math.min(inStock, LINE_QUANTITY_MAX), disabled };
}

/** A typed or stepped value brought within the bounds; anything unreadable becomes the minimum. */
export function clampQuantity(value: number | null | undefined, bounds: QuantityBounds): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.floor(value)));
}
