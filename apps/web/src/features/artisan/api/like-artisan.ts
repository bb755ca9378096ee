import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { artisanQueryKey, type Artisan } from './get-artisan';
import { artisansQueryKey, type ArtisanPage } from './get-artisans';
import { followedQueryKey, type FollowedPage } from './get-followed-artisans';
import { useAction } from '@/shared/api/use-action';

export type LikeAnswer = ActionOutput<'artisanLike'>;

export function likeArtisan(input: ActionInput<'artisanLike'>): Promise<LikeAnswer> {
  return callAction('artisanLike', input);
}

/** The server's answer is the truth: every cached copy of the artist takes its state and count. */
export function applyLike(client: QueryClient, artisanId: number, answer: LikeAnswer): void {
  const count = { like_count: answer.like_count };
  client.setQueriesData<Artisan>({ queryKey: artisanQueryKey(artisanId) }, (old) =>
    old ? { ...old, ...count, is_liked: answer.liked } : old,
  );
  for (const queryKey of [artisansQueryKey, followedQueryKey]) {
    client.setQueriesData<ArtisanPage | FollowedPage>({ queryKey }, (old) =>
      old
        ? {
            ...old,
            list: old.list.map((card) => (card.id === artisanId ? { ...card, ...count } : card)),
          }
        : old,
    );
  }
}

/** Likes the artist, or takes the like back, and keeps the cache in step with the answer. */
export function useLikeArtisan(artisanId: number) {
  const client = useQueryClient();
  const run = useCallback(
    async (liked: boolean) => {
      const answer = await likeArtisan({ artisan_id: artisanId, liked });
      applyLike(client, artisanId, answer);
      return answer;
    },
    [client, artisanId],
  );
  // The lists are read again too: other customers' likes may have moved other cards meanwhile.
  return useAction(run, { invalidates: [artisansQueryKey, followedQueryKey] });
}
