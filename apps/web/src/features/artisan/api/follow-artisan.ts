import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { artisanQueryKey, type Artisan } from './get-artisan';
import { artisansQueryKey, type ArtisanPage } from './get-artisans';
import { followedQueryKey, type FollowedPage } from './get-followed-artisans';
import { useAction } from '@/shared/api/use-action';

export type FollowAnswer = ActionOutput<'artisanCollection'>;

export function followArtisan(input: ActionInput<'artisanCollection'>): Promise<FollowAnswer> {
  return callAction('artisanCollection', input);
}

/**
 * The server's answer is the truth: every cached copy of the artist takes its state and count;
 * an unfollowed artist leaves my following list at once, and the list is asked for again.
 */
export function applyFollow(client: QueryClient, artisanId: number, answer: FollowAnswer): void {
  const count = { follower_count: answer.follower_count };
  client.setQueriesData<Artisan>({ queryKey: artisanQueryKey(artisanId) }, (old) =>
    old ? { ...old, ...count, is_followed: answer.followed } : old,
  );
  client.setQueriesData<ArtisanPage>({ queryKey: artisansQueryKey }, (old) =>
    old
      ? {
          ...old,
          list: old.list.map((card) => (card.id === artisanId ? { ...card, ...count } : card)),
        }
      : old,
  );
  client.setQueriesData<FollowedPage>({ queryKey: followedQueryKey }, (old) => {
    if (!old || answer.followed) return old;
    const list = old.list.filter((card) => card.id !== artisanId);
    return list.length === old.list.length ? old : { ...old, list, total: old.total - 1 };
  });
}

/** Follows the artist, or unfollows them, and keeps the cache in step with the answer. */
export function useFollowArtisan(artisanId: number) {
  const client = useQueryClient();
  const run = useCallback(
    async (followed: boolean) => {
      const answer = await followArtisan({ artisan_id: artisanId, followed });
      applyFollow(client, artisanId, answer);
      return answer;
    },
    [client, artisanId],
  );
  // The lists are read again too: other customers may have moved other cards' counts meanwhile.
  return useAction(run, {
    invalidates: (_followed, answer) => (answer ? [artisansQueryKey, followedQueryKey] : []),
  });
}
