import type { ModuleHandlers } from '../action-handler';
import type { GameService } from './game-service';

/** The points game, always the caller's own: seeds, plays and what they can be checked by. */
export const gameActions = {
  scoreGame: ({ services, user, input }) => services.game.play(user.id, input.client_seed),
  gameState: ({ services, user }) => services.game.state(user.id),
  gameSeedRotate: ({ services, user, input }) => services.game.rotate(user.id, input.client_seed),
  gameSeeds: ({ services, user, input }) => services.game.revealed(user.id, input),
} satisfies ModuleHandlers<{ game: GameService }>;
