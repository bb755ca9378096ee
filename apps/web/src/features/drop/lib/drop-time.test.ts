import { describe, expect, it } from 'vitest';
import { clockOffset, countdownParts, formatShopTime, localDeadline } from './drop-time';

describe('drop times', () => {
  it('counts down on the server’s clock, however far this browser’s runs apart', () => {
    // The server's clock was moved three days on; this browser's was not.
    const received = Date.parse('2026-12-01T00:00:00Z');
    const offset = clockOffset('2026-12-04T00:00:00Z', received);
    const closeHere = localDeadline('2026-12-04T02:00:00Z', offset);
    expect((closeHere - received) / 3_600_000).toBe(2);
  });

  it('writes days apart from the clock', () => {
    expect(countdownParts(2 * 86_400 + 3 * 3600 + 12 * 60 + 9)).toEqual({
      days: 2,
      time: '3:12:09',
    });
    expect(countdownParts(86_400 + 59 * 60 + 59)).toEqual({ days: 1, time: '0:59:59' });
    expect(countdownParts(59)).toEqual({ days: 0, time: '00:59' });
  });

  it('announces times in Beijing time in either language', () => {
    expect(formatShopTime('2026-12-01T12:00:00Z', 'en')).toBe('1 Dec 2026, 20:00');
    expect(formatShopTime('2026-12-01T12:00:00Z', 'zh-cn')).toBe('2026年12月1日 20:00');
  });
});
