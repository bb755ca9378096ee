/** The one source of the current time for server logic: epoch milliseconds. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock a test moves by hand, so expiries and deadlines are reached without waiting. */
export interface TestClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

/** Stands still at `startMs` until the test sets or advances it. */
export function testClock(startMs: number = Date.now()): TestClock {
  let current = startMs;
  return {
    now: () => current,
    set(ms) {
      current = ms;
    },
    advance(ms) {
      current += ms;
    },
  };
}
