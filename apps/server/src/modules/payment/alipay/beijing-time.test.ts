import { describe, expect, it } from 'vitest';
import { fromBeijingTime, toBeijingTime } from './beijing-time';

describe('Beijing time', () => {
  it('writes an instant as Alipay does, eight hours ahead of UTC', () => {
    expect(toBeijingTime(Date.parse('2025-03-01T02:00:00.900Z'))).toBe('2025-03-01 10:00:00');
    expect(toBeijingTime(Date.parse('2025-12-31T16:30:00Z'))).toBe('2026-01-01 00:30:00');
  });

  it('reads it back as the same instant', () => {
    expect(fromBeijingTime('2025-03-01 10:00:00')).toBe(Date.parse('2025-03-01T02:00:00Z'));
    expect(fromBeijingTime('2026-01-01 00:30:00')).toBe(Date.parse('2025-12-31T16:30:00Z'));
  });

  it('refuses text that names no time', () => {
    for (const text of ['2025-02-30 10:00:00', '2025-03-01T10:00:00', '2025-03-01 24:00:00', ''])
      expect(fromBeijingTime(text)).toBeUndefined();
  });
});
