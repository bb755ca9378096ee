import { describe, expect, it } from 'vitest';
import { monthWeeks } from './month-grid';

describe('monthWeeks', () => {
  it('starts weeks on Monday with blanks before the 1st and after the last day', () => {
    // 1 February 2030 is a Friday; the month has 28 days.
    const weeks = monthWeeks('2030-02');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.slice(0, 4)).toEqual([null, null, null, null]);
    expect(weeks[0]?.[4]).toEqual({ day: '2030-02-01', date: 1 });
    expect(weeks[4]?.[3]).toEqual({ day: '2030-02-28', date: 28 });
    expect(weeks[4]?.slice(4)).toEqual([null, null, null]);
  });

  it('knows leap years and months that start on a Monday', () => {
    const weeks = monthWeeks('2032-03');
    expect(weeks[0]?.[0]).toEqual({ day: '2032-03-01', date: 1 });
    expect(monthWeeks('2032-02').flat().filter(Boolean)).toHaveLength(29);
  });
});
