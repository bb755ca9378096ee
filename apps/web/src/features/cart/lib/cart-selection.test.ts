import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/shared/cart/cart-query';
import {
  checkoutVerdict,
  checkState,
  lineAmount,
  lineIssue,
  selectLines,
  summarise,
  type LineState,
} from './cart-selection';

function line(id: number, product: Partial<CartLine['product']> = {}, quantity = 1): LineState {
  const full: CartLine = {
    id,
    product_id: 100 + id,
    quantity,
    product: {
      id: 100 + id,
      type: 'art',
      category_id: 1,
      name: `Product ${id}`,
      image: '',
      release_at: null,
      limit_per_customer: null,
      sale_mode: 'first_come',
      price: '100.00',
      score_price: 0,
      earn_score: 0,
      stock: 10,
      sales: 0,
      on_sale: true,
      ...product,
    },
    line_total: '0.00',
    line_score: 0,
    available: true,
    issue: null,
    created_at: '2026-01-01T00:00:00.000+08:00',
  };
  return { line: full, quantity };
}

const points = (id: number, scorePrice: number, quantity = 1, stock = 10) =>
  line(id, { type: 'points', price: '0.00', score_price: scorePrice, stock }, quantity);

describe('lineIssue', () => {
  it('names why a line cannot be bought with the chosen quantity', () => {
    expect(lineIssue(line(1, { on_sale: false }))).toBe('off_sale');
    expect(lineIssue(line(1, { stock: 0 }))).toBe('out_of_stock');
    expect(lineIssue(line(1, { stock: 2 }, 3))).toBe('short');
    expect(lineIssue(line(1, { stock: 3 }, 3))).toBeNull();
  });
});

describe('lineAmount', () => {
  it('is cash times quantity in the art mall and points in the points mall', () => {
    expect(lineAmount(line(1, { price: '19.99' }, 3))).toEqual({
      type: 'art',
      fen: 5997,
      points: 0,
    });
    expect(lineAmount(points(2, 1200, 2))).toEqual({ type: 'points', fen: 0, points: 2400 });
  });
});

describe('summarise', () => {
  const cart = [
    line(1, { price: '1280.00' }, 2),
    line(2, { price: '0.10' }, 3),
    points(3, 500, 2),
    line(4, { on_sale: false, price: '999.00' }),
    line(5, { stock: 1, price: '50.00' }, 2),
  ];

  it('adds the selected lines: cash and points apart, units counted', () => {
    const summary = summarise(cart, new Set([1, 2]));
    expect(summary).toEqual({ ids: [1, 2], units: 5, fen: 256030, points: 0, mixed: false });
  });

  it('ignores selected lines that cannot be bought', () => {
    const summary = summarise(cart, new Set([2, 4, 5]));
    expect(summary.ids).toEqual([2]);
    expect(summary.fen).toBe(30);
  });

  it('flags a selection that mixes the two malls', () => {
    const summary = summarise(cart, new Set([1, 3]));
    expect(summary).toMatchObject({ fen: 256000, points: 1000, mixed: true, units: 4 });
  });

  it('keeps the cart order in the ids, whatever the order of selection', () => {
    expect(summarise(cart, new Set([2, 1])).ids).toEqual([1, 2]);
  });

  it('follows a quantity the reader just changed', () => {
    const lowered = cart.map((state) => (state.line.id === 5 ? { ...state, quantity: 1 } : state));
    expect(summarise(lowered, new Set([5]))).toMatchObject({ ids: [5], fen: 5000, units: 1 });
  });
});

describe('select all', () => {
  const cart = [line(1), line(2), line(3, { stock: 0 })];

  it('selects only lines that can be bought, and clears them again', () => {
    const all = selectLines(cart, new Set(), true);
    expect([...all]).toEqual([1, 2]);
    expect(checkState(cart, all)).toBe('all');
    expect(checkState(cart, new Set([1]))).toBe('some');
    expect(checkState(cart, new Set())).toBe('none');
    expect([...selectLines(cart, all, false)]).toEqual([]);
  });

  it('leaves the selection of other lines as it was', () => {
    const other = [points(9, 100)];
    const selected = selectLines(other, new Set([1]), true);
    expect([...selected].sort()).toEqual([1, 9]);
  });
});

describe('checkoutVerdict', () => {
  it('goes with the selected ids, refuses an empty or mixed selection', () => {
    const cart = [line(1), points(2, 100)];
    expect(checkoutVerdict(summarise(cart, new Set([1])))).toEqual({ go: true, ids: [1] });
    expect(checkoutVerdict(summarise(cart, new Set()))).toEqual({ go: false, reason: 'empty' });
    expect(checkoutVerdict(summarise(cart, new Set([1, 2])))).toEqual({
      go: false,
      reason: 'mixed',
    });
  });
});
