import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { retryUnlessRefused } from '@/shared/api/retry';
import { useAction } from '@/shared/api/use-action';
import { useLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';

export type DropInfo = ActionOutput<'dropInfo'>;
export type DropEntry = ActionOutput<'dropEnter'>;
export type MyDrops = ActionOutput<'dropMine'>;
export type MyDrop = MyDrops['list'][number];

export const dropInfoQueryKey = ['dropInfo'] as const;
export const dropMineQueryKey = ['dropMine'] as const;
/** The badge's own key: marking results seen clears it and leaves the open list's marks. */
export const dropBadgeQueryKey = ['dropBadge'] as const;

/** While a drop waits for its draw, the page asks again this often (ms) to show the result. */
const WAITING_POLL = 15_000;

/**
 * A product's drop, keyed by the session (my entry) and the language (the gates' words). A
 * refusal means the product has no drop: the panel then shows nothing, so it stays quiet.
 */
export function useDropInfo(productId: number) {
  const token = useSession((state) => state.token);
  const lang = useLang();
  return useQuery(
    queryOptions({
      queryKey: [...dropInfoQueryKey, productId, lang, token],
      queryFn: ({ signal }) =>
        callAction('dropInfo', { product_id: productId }, { signal, quietRefusal: true }),
      retry: retryUnlessRefused,
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.stage === 'closed' ? WAITING_POLL : false),
    }),
  );
}

function enter(dropId: number): Promise<DropEntry> {
  return callAction('dropEnter', { drop_id: dropId });
}

/** Enters the draw; the refusal (closed, a gate not met, one entry each) shows as the server words it. */
export function useEnterDrop() {
  return useAction(enter, {
    invalidates: [dropInfoQueryKey, dropMineQueryKey, dropBadgeQueryKey],
  });
}

/** My drops, newest entry first, with the personal centre's badge count. */
export function useMyDrops(page: number, limit: number) {
  const token = useSession((state) => state.token);
  const lang = useLang();
  return useQuery(
    queryOptions({
      queryKey: [...dropMineQueryKey, token, lang, page, limit],
      queryFn: ({ signal }) => callAction('dropMine', { page, limit }, { signal }),
      enabled: token !== '',
      staleTime: 0,
      retry: false,
    }),
  );
}

/** The badge alone: how many results (won, moved up) I have not seen yet. */
export function useUnseenDrops() {
  const token = useSession((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: [...dropBadgeQueryKey, token],
      queryFn: ({ signal }) => callAction('dropMine', { page: 1, limit: 1 }, { signal }),
      enabled: token !== '',
      select: (data) => data.unseen_count,
      retry: false,
    }),
  );
}

function seen(): Promise<ActionOutput<'dropSeen'>> {
  return callAction('dropSeen', {});
}

/** Clears the badge once My drops has shown the results. */
export function useMarkDropsSeen() {
  return useAction(seen, { invalidates: [dropBadgeQueryKey] });
}
