import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { retryUnlessRefused } from '@/shared/api/retry';

export type CashierSession = ActionOutput<'cashierInfo'>;

/** A session of the signed-in buyer's own order; any other reads as not found. */
export function getCashier(sessionId: string, signal?: AbortSignal): Promise<CashierSession> {
  return callAction('cashierInfo', { session_id: sessionId }, { signal, quietRefusal: true });
}

export const cashierQueryKey = ['cashierInfo'] as const;

export function getCashierQueryOptions(sessionId: string, lang: Lang) {
  return queryOptions({
    queryKey: [...cashierQueryKey, sessionId, lang],
    queryFn: ({ signal }) => getCashier(sessionId, signal),
    retry: retryUnlessRefused,
  });
}

/** `pollMs` follows the session from another page, e.g. the shop's pay page. */
export function useCashier(sessionId: string | null, pollMs: number | false = false) {
  return useQuery({
    ...getCashierQueryOptions(sessionId ?? '', useLang()),
    enabled: sessionId !== null,
    refetchInterval: pollMs,
    refetchIntervalInBackground: pollMs !== false,
  });
}
