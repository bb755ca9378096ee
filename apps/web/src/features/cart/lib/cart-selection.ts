import type { CartLineIssue, MallType } from '@atelier/contract/codes';
import type { CartLine } from '@/shared/cart/cart-query';
import { yuanToFen } from '@/shared/lib/money';

/** A line as the page shows it: the quantity the reader chose, perhaps not saved yet. */
export interface LineState {
  line: CartLine;
  quantity: number;
}

/** Why a line cannot be bought with this quantity, as the server judges it (CART_LINE_ISSUES). */
export function lineIssue({ line, quantity }: LineState): CartLineIssue | null {
  if (!line.product.on_sale) return 'off_sale';
  if (line.product.stock <= 0) return 'out_of_stock';
  if (quantity > line.product.stock) return 'short';
  return null;
}

export const isSelectable = (state: LineState) => lineIssue(state) === null;

export interface LineAmount {
  type: MallType;
  /** Cash in fen (art mall), 0 in the points mall. */
  fen: number;
  /** Points (points mall), 0 in the art mall. */
  points: number;
}

export function lineAmount({ line, quantity }: LineState): LineAmount {
  const { product } = line;
  return product.type === 'points'
    ? { type: 'points', fen: 0, points: product.score_price * quantity }
    : { type: 'art', fen: yuanToFen(product.price) * quantity, points: 0 };
}

export interface SelectionSummary {
  /** Selected lines that can be bought, in the cart's order. */
  ids: number[];
  units: number;
  fen: number;
  points: number;
  /** Both malls are in the selection: one order holds one mall's products. */
  mixed: boolean;
}

/** What the selection comes to. A selected line that cannot be bought counts for nothing. */
export function summarise(states: readonly LineState[], selected: ReadonlySet<number>) {
  const summary: SelectionSummary = { ids: [], units: 0, fen: 0, points: 0, mixed: false };
  const malls = new Set<MallType>();
  for (const state of states) {
    if (!selected.has(state.line.id) || !isSelectable(state)) continue;
    const amount = lineAmount(state);
    summary.ids.push(state.line.id);
    summary.units += state.quantity;
    summary.fen += amount.fen;
    summary.points += amount.points;
    malls.add(amount.type);
  }
  summary.mixed = malls.size > 1;
  return summary;
}

export type CheckState = 'all' | 'some' | 'none';

/** The state of a "select all" box over `states`: only lines that can be bought count. */
export function checkState(
  states: readonly LineState[],
  selected: ReadonlySet<number>,
): CheckState {
  const selectable = states.filter(isSelectable);
  const chosen = selectable.filter((state) => selected.has(state.line.id)).length;
  if (chosen === 0) return 'none';
  return chosen === selectable.length ? 'all' : 'some';
}

/** Selects (or clears) every line of `states` that can be bought, keeping the rest as it was. */
export function selectLines(
  states: readonly LineState[],
  selected: ReadonlySet<number>,
  on: boolean,
): Set<number> {
  const next = new Set(selected);
  for (const state of states) {
    if (on && isSelectable(state)) next.add(state.line.id);
    else next.delete(state.line.id);
  }
  return next;
}

/** The checkout's verdict on the selection: go, or the reason not to. */
export type CheckoutVerdict =
  { go: true; ids: number[] } | { go: false; reason: 'empty' | 'mixed' };

export function checkoutVerdict(summary: SelectionSummary): CheckoutVerdict {
  if (summary.ids.length === 0) return { go: false, reason: 'empty' };
  if (summary.mixed) return { go: false, reason: 'mixed' };
  return { go: true, ids: summary.ids };
}
