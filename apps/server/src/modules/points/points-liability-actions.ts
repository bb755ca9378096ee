import type { ModuleHandlers } from '../action-handler';

// Being built: each handler is replaced by its part of the points work.
export const pointsLiabilityActions = {
  pointsLiability: () => {
    throw new Error('pointsLiability is being built');
  },
} satisfies ModuleHandlers<unknown>;
