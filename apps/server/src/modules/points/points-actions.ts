import type { ModuleHandlers } from '../action-handler';

// Being built: each handler is replaced by its part of the points work.
export const pointsActions = {
  rankList: () => {
    throw new Error('rankList is being built');
  },
  pointsAccount: () => {
    throw new Error('pointsAccount is being built');
  },
  pointsLedger: () => {
    throw new Error('pointsLedger is being built');
  },
} satisfies ModuleHandlers<unknown>;
