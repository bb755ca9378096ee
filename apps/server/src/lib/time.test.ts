import { describe, expect, it } from 'vitest';
import { dayIn, dayRangeIn, dayStartIn, secondIn } from './time';

describe('shop days', () => {
  it('a day in Shanghai begins at 16:00 UTC the day before', () => {
    expect(new Date(dayStartIn('2026-11-26', 'Asia/Shanghai')).toISOString()).toBe(
      '2026-11-25T16:00:00.000Z',
    );
    expect(dayIn(Date.parse('2026-11-25T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-11-26');
    expect(dayIn(Date.parse('2026-11-25T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-11-25');
  });

  it('a range includes its last day and follows a zone that changes its clocks', () => {
    const { start, end } = dayRangeIn({ from: '2026-03-08', to: '2026-03-08' }, 'America/New_York');
    expect(new Date(start ?? 0).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    // That night the clocks went forward: the day lasts 23 hours.
    expect(new Date(end ?? 0).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dayRangeIn({}, 'Asia/Shanghai')).toEqual({ start: undefined, end: undefined });
  });
});

describe('secondIn', () => {
  it('writes an instant as the site does, on the wall clock of a time zone', () => {
    const instant = Date.parse('2026-11-28T06:42:30.476Z');
    expect(secondIn(instant, 'Asia/Shanghai')).toBe('2026-11-28 14:42:30');
    expect(secondIn(instant, 'UTC')).toBe('2026-11-28 06:42:30');
    expect(secondIn(Date.parse('2026-12-31T16:00:00Z'), 'Asia/Shanghai')).toBe(
      '2027-01-01 00:00:00',
    );
  });
});
