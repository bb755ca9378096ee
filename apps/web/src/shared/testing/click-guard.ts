import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { CLICK_GUARD_MS } from '../ui/use-click-guard';

/**
 * A clock a test can move past the buttons' two-second guard. It also runs on by itself, so
 * `findBy` and `waitFor` keep working; a test that uses it restores real timers afterwards.
 */
export function useGuardClock(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
}

/** Lets the guard's two seconds pass: a guarded button can be clicked again. */
export function passClickGuard(): void {
  act(() => vi.advanceTimersByTime(CLICK_GUARD_MS));
}

/**
 * Three quick clicks, well within two seconds, each after the write the last one started has
 * been answered (the fake API answers at once), as a fast server does.
 */
export async function clickThrice(button: HTMLElement): Promise<void> {
  for (let n = 0; n < 3; n += 1) {
    act(() => button.click());
    await act(async () => {
      await Promise.resolve();
    });
  }
}
