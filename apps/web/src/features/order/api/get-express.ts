import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';

export type Express = ActionOutput<'expressInfo'>;
export type TrackingEvent = Express['events'][number];

/** A POST by the spec's list, but a read: it is a query here. */
export function getExpress(id: number): Promise<Express> {
  return callAction('expressInfo', { id });
}

export const expressQueryKey = ['expressInfo'] as const;

export function getExpressQueryOptions(id: number, lang: Lang, token: string) {
  return queryOptions({
    queryKey: [...expressQueryKey, id, lang, token],
    queryFn: () => getExpress(id),
    retry: false,
  });
}

/** Asked only once the order has shipped: before that there is nothing to track. */
export function useExpress(id: number, shipped: boolean) {
  const token = useSession((state) => state.token);
  return useQuery({
    ...getExpressQueryOptions(id, useLang(), token),
    enabled: shipped && token !== '',
  });
}
