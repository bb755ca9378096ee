import type { ModuleHandlers } from '../action-handler';

// Being built: each handler is replaced by its part of the points work.
export const pointsConfigConsoleActions = {
  scoreConfigInfo: () => {
    throw new Error('scoreConfigInfo is being built');
  },
  scoreConfigSave: () => {
    throw new Error('scoreConfigSave is being built');
  },
  gameConfigInfo: () => {
    throw new Error('gameConfigInfo is being built');
  },
  gameConfigSave: () => {
    throw new Error('gameConfigSave is being built');
  },
} satisfies ModuleHandlers<unknown>;
