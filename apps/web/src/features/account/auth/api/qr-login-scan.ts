import type { ActionInput, ActionOutput } from '@atelier/contract';
import { queryOptions } from '@tanstack/react-query';
import { callAction } from '@/shared/api/call-action';

/** The signed-in phone opens the ticket and learns who is asking. */
export function scanQrTicket(
  input: ActionInput<'qrLoginScan'>,
  signal?: AbortSignal,
): Promise<ActionOutput<'qrLoginScan'>> {
  return callAction('qrLoginScan', input, { signal });
}

/**
 * A query, not useAction: the page opens the ticket as it loads, nobody clicks for it, and what
 * it shows (who asks, from where) is the answer; opening the same ticket again is harmless.
 */
export const qrScanQueryOptions = (ticket: string, userId: number) =>
  queryOptions({
    queryKey: ['qrLoginScan', ticket, userId],
    queryFn: ({ signal }) => scanQrTicket({ ticket }, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
