import type { ModuleHandlers } from '../action-handler';

// Being built: each handler is replaced by its part of the points work.
export const gameActions = {
  scoreGame: () => {
    throw new Error('scoreGame is being built');
  },
  gameState: () => {
    throw new Error('gameState is being built');
  },
  gameSeedRotate: () => {
    throw new Error('gameSeedRotate is being built');
  },
  gameSeeds: () => {
    throw new Error('gameSeeds is being built');
  },
} satisfies ModuleHandlers<unknown>;
