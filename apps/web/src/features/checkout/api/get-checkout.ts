import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput, Purchase } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { retryUnlessRefused } from '@/shared/api/retry';
import { useLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { purchaseInput } from '../lib/purchase';

export type Checkout = ActionOutput<'confirmOrderInfo'>;
export type CheckoutLine = Checkout['lines'][number];

/** A refusal (stock short, off sale, mixed malls...) is the page's to explain, in place. */
export function getCheckout(purchase: Purchase, signal?: AbortSignal): Promise<Checkout> {
  return callAction('confirmOrderInfo', purchaseInput(purchase), { signal, quietRefusal: true });
}

export const checkoutQueryKey = ['confirmOrderInfo'] as const;

export function getCheckoutQueryOptions(purchase: Purchase, lang: Lang, token: string) {
  return queryOptions({
    queryKey: [...checkoutQueryKey, purchase, lang, token],
    queryFn: ({ signal }) => getCheckout(purchase, signal),
    enabled: token !== '',
    retry: retryUnlessRefused,
  });
}

export function useCheckout(purchase: Purchase | null) {
  const token = useSession((state) => state.token);
  const lang = useLang();
  return useQuery({
    ...getCheckoutQueryOptions(purchase ?? { kind: 'cart', cartIds: [] }, lang, token),
    enabled: purchase !== null && token !== '',
  });
}
