import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '../api/call-action';
import { useLang } from '../i18n/i18n';
import { useSession } from '../session/session-store';

export type CartLine = ActionOutput<'buyCarList'>[number];

export function getCart(signal?: AbortSignal): Promise<CartLine[]> {
  return callAction('buyCarList', undefined, { signal });
}

/** Every write to the cart invalidates this key: the header's badge and the cart page follow. */
export const cartQueryKey = ['buyCarList'] as const;

/** Keyed by the session, so another sign-in in this tab never sees the last one's cart. */
export function getCartQueryOptions(token: string, lang: Lang) {
  return queryOptions({
    queryKey: [...cartQueryKey, token, lang],
    queryFn: ({ signal }) => getCart(signal),
    enabled: token !== '',
    // Prices and stock move under a cart: a page that shows it asks again when it opens.
    staleTime: 0,
    retry: false,
  });
}

export function useCart() {
  const token = useSession((state) => state.token);
  return useQuery(getCartQueryOptions(token, useLang()));
}

/** Units in the cart, as the badge counts them. */
export function cartUnits(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The badge's text: the count up to `max`, then "99+". */
export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}
