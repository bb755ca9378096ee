import type { ModuleHandlers } from '../action-handler';

// Being built: each handler is replaced by its part of the points work.
export const signInActions = {
  sign: () => {
    throw new Error('sign is being built');
  },
  signCalendar: () => {
    throw new Error('signCalendar is being built');
  },
} satisfies ModuleHandlers<unknown>;
