import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCarousel', () => {
  it('advances on its own and wraps around', () => {
    const { result } = renderHook(() => useCarousel(3, 1000));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(0);
  });

  it('moves by hand in both directions and restarts the wait', () => {
    const { result } = renderHook(() => useCarousel(3, 1000));
    act(() => vi.advanceTimersByTime(900));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(900));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(4));
    expect(result.current.index).toBe(1);
  });

  it('holds while held and never runs with a single slide', () => {
    const { result } = renderHook(() => useCarousel(3, 1000));
    act(() => result.current.setHeld(true));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
    expect(result.current.playing).toBe(false);

    const single = renderHook(() => useCarousel(1, 1000));
    expect(single.result.current.playing).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stays still for readers who ask for reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true })),
    );
    const { result } = renderHook(() => useCarousel(3, 1000));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(0);
  });
});
