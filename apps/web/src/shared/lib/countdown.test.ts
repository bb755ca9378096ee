import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';
import { useCountdown } from './use-countdown';

describe('formatCountdown', () => {
  it.each([
    [1800, '30:00'],
    [1799, '29:59'],
    [65, '01:05'],
    [9, '00:09'],
    [0, '00:00'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('rounds a fraction up and never goes below zero', () => {
    expect(formatCountdown(0.2)).toBe('00:01');
    expect(formatCountdown(59.01)).toBe('01:00');
    expect(formatCountdown(-12)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });
});

describe('secondsUntil', () => {
  it('counts whole seconds up to the deadline and stops at zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 60_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second down to zero, then stays there', () => {
    const deadline = Date.now() + 3_000;
    const { result } = renderHook(() => useCountdown(deadline));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives null without a deadline and follows a new deadline', () => {
    const { result, rerender } = renderHook(({ at }: { at: number | null }) => useCountdown(at), {
      initialProps: { at: null as number | null },
    });
    expect(result.current).toBeNull();
    rerender({ at: Date.now() + 90_000 });
    expect(formatCountdown(result.current ?? -1)).toBe('01:30');
  });
});
