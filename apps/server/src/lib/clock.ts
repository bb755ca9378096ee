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

/** A clock that keeps running with another and can be put forward, never back. */
export interface MovableClock extends Clock {
  /** Puts the clock `ms` further ahead of the one it follows. */
  advance(ms: number): void;
  /** How far ahead it is. */
  offset(): number;
}

export function movableClock(base: Clock = systemClock): MovableClock {
  let ahead = 0;
  return {
    now: () => base.now() + ahead,
    advance(ms) {
      ahead += Math.max(0, ms);
    },
    offset: () => ahead,
  };
}
