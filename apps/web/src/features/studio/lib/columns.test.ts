import { describe, expect, it } from 'vitest';
import { step, toColumns } from './columns';

const work = (id: number, width: number, height: number) => ({ id, width, height });

describe('toColumns', () => {
  it('deals each work to the shortest column so far', () => {
    const tall = work(1, 600, 1200);
    const wide = work(2, 1200, 600);
    const square = work(3, 800, 800);
    const next = work(4, 800, 800);
    const ids = toColumns([tall, wide, square, next], 2).map((column) => column.map((w) => w.id));
    // The tall work stands taller than the wide one and both squares below it.
    expect(ids).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps the deal of the works already shown when more arrive', () => {
    const first = [work(1, 800, 1000), work(2, 800, 600), work(3, 800, 800)];
    const more = [...first, work(4, 800, 900), work(5, 800, 700)];
    const before = toColumns(first, 3).map((column) => column.map((w) => w.id));
    const after = toColumns(more, 3).map((column) => column.map((w) => w.id));
    after.forEach((column, i) => expect(column.slice(0, before[i]?.length)).toEqual(before[i]));
  });

  it('treats a work without a size as square', () => {
    expect(toColumns([work(1, 0, 0), work(2, 100, 100)], 2)).toHaveLength(2);
  });
});

describe('step', () => {
  it('moves one either way and wraps at the ends', () => {
    expect(step(0, 1, 3)).toBe(1);
    expect(step(2, 1, 3)).toBe(0);
    expect(step(0, -1, 3)).toBe(2);
  });
});
