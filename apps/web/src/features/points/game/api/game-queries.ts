import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';
import { userInfoQueryKey } from '@/shared/api/get-user-info';
import { pointsChangedKeys } from '@/shared/api/points-keys';
import { useSession } from '@/shared/session/session-store';

export type GameConfig = ActionOutput<'gameConfig'>;
export type GameState = ActionOutput<'gameState'>;
export type GamePlayed = ActionOutput<'scoreGame'>;
export type RevealedSeeds = ActionOutput<'gameSeeds'>;

export const gameConfigQueryKey = ['gameConfig'] as const;
export const gameStateQueryKey = ['gameState'] as const;
export const gameSeedsQueryKey = ['gameSeeds'] as const;

/** The published rules: cost, prizes with their odds, the daily limit. */
export function useGameConfig() {
  return useQuery(
    queryOptions({
      queryKey: gameConfigQueryKey,
      queryFn: ({ signal }) => callAction('gameConfig', undefined, { signal }),
    }),
  );
}

/** The customer's commitment, today's plays and the recent results. */
export function useGameState() {
  const token = useSession((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: [...gameStateQueryKey, token],
      queryFn: ({ signal }) => callAction('gameState', undefined, { signal }),
      staleTime: 0,
    }),
  );
}

/** Revealed seeds with their plays: what the verify panel recomputes. */
export function useRevealedSeeds(limit: number) {
  const token = useSession((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: [...gameSeedsQueryKey, token, limit],
      queryFn: ({ signal }) => callAction('gameSeeds', { page: 1, limit }, { signal }),
      staleTime: 0,
    }),
  );
}

function play(clientSeed: string | undefined): Promise<GamePlayed> {
  return callAction('scoreGame', clientSeed ? { client_seed: clientSeed } : {});
}

/**
 * A play. The page reads the balance and the state again only once the wheel has stopped, so
 * nothing gives the result away before it shows.
 */
export function usePlay() {
  return useAction(play);
}

/** Reads again what a play changed: the balance, the state, the revealed seeds. */
export const playedKeys = [
  userInfoQueryKey,
  gameStateQueryKey,
  gameSeedsQueryKey,
  ...pointsChangedKeys,
] as const;

function rotate(clientSeed: string | undefined) {
  return callAction('gameSeedRotate', clientSeed ? { client_seed: clientSeed } : {});
}

export function useRotateSeed() {
  return useAction(rotate, { invalidates: [gameStateQueryKey, gameSeedsQueryKey] });
}
