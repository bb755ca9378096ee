import { useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { retryUnlessAnswered } from '@/shared/api/retry';
import { useLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { deviceId } from '../lib/device-id';

export type CheckAnswer = ActionOutput<'qrCode'>;

/** The check's root key: ownership changes read it again. */
export const serialCheckKey = ['serialCheck'] as const;

/**
 * One check of `code` (already well formed), asked once: every ask spends the client's budget,
 * so a refocused window does not ask again. Keyed by the session, since `mine` depends on it.
 */
export function useSerialCheck(code: string) {
  const lang = useLang();
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: [...serialCheckKey, code, token, lang],
    queryFn: ({ signal }) =>
      callAction('qrCode', { code, device: deviceId() }, { signal, quietRefusal: true }),
    enabled: code !== '',
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: retryUnlessAnswered,
  });
}
