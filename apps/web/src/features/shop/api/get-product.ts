import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { retryUnlessRefused } from '@/shared/api/retry';
import { useLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { isUpcoming } from '../lib/release';

/**
 * While a release is to come the product is read again this often: each answer carries the
 * server's time, so the countdown keeps to the server's clock even if it is moved or drifts.
 */
const RELEASE_RECHECK_MS = 10_000;

export type Product = ActionOutput<'productInfo'>;

/** A refusal of productInfo means the product is unknown: the page says so itself, once. */
export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return callAction('productInfo', { id }, { signal, quietRefusal: true });
}

export const productQueryKey = ['productInfo'] as const;

/** Keyed by the session too: whether it is in favourites depends on who asks. */
export function getProductQueryOptions(id: number, lang: Lang, token: string) {
  return queryOptions({
    queryKey: [...productQueryKey, id, lang, token],
    queryFn: ({ signal }) => getProduct(id, signal),
    // An unknown product stays unknown; a network hiccup gets one more try.
    retry: retryUnlessRefused,
  });
}

export function useProduct(id: number | null) {
  const token = useSession((state) => state.token);
  return useQuery({
    ...getProductQueryOptions(id ?? 0, useLang(), token),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && isUpcoming(query.state.data) ? RELEASE_RECHECK_MS : false,
    // Across a language or session change of the same product only, never from another one.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === id ? previous : undefined,
  });
}
