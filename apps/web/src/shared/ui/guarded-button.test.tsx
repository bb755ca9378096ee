import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuardedButton } from './guarded-button';
import { useClickGuard } from './use-click-guard';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Pay now' });

describe('GuardedButton', () => {
  it('calls the handler once and is disabled for 2 seconds after a click', () => {
    const onClick = vi.fn();
    render(<GuardedButton onClick={onClick}>Pay now</GuardedButton>);

    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1999));
    expect(button().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1));
    expect(button().disabled).toBe(false);
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('honours a custom window', () => {
    const onClick = vi.fn();
    render(
      <GuardedButton guardMs={500} onClick={onClick}>
        Pay now
      </GuardedButton>,
    );
    fireEvent.click(button());
    act(() => vi.advanceTimersByTime(500));
    expect(button().disabled).toBe(false);
  });

  it('stays disabled when the caller disables it', () => {
    render(<GuardedButton disabled>Pay now</GuardedButton>);
    expect(button().disabled).toBe(true);
  });
});

describe('useClickGuard', () => {
  it('ignores repeated calls within the window, even before a re-render', () => {
    const handler = vi.fn();
    const { result } = renderHook(() => useClickGuard(2000));
    const guarded = result.current.guard(handler);

    act(() => {
      guarded('first');
      guarded('second');
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith('first');
    expect(result.current.guarded).toBe(true);

    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.guarded).toBe(false);
    act(() => result.current.guard(handler)('third'));
    expect(handler).toHaveBeenLastCalledWith('third');
  });

  it('clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useClickGuard());
    act(() => result.current.guard()());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
