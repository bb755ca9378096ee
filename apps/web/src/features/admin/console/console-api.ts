import './register-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActionInput, ActionOutput } from '@atelier/contract';
import type { ConsoleActionName } from '@atelier/contract/routes';
import { callAction } from '@/shared/api/call-action';

import { useAction } from '@/shared/api/use-action';
import { useLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';

/** Every console read sits under this key: a console write reads them all again. */
export const consoleQueryKey = ['console'] as const;

/**
 * A console read, keyed by its input, language and session. A new page or filter keeps the last
 * answer on screen until the next one arrives, so a table never flashes empty. A picker that
 * searches as the staff member types asks for `keepPrevious: false`: the options of the words
 * typed before would be replaced under the pointer of someone picking quickly, who then picks
 * nothing (seen in the batch dialog's product picker: 1 pick in 20).
 */
export function useConsoleQuery<K extends ConsoleActionName>(
  name: K,
  input: ActionInput<K>,
  { enabled = true, keepPrevious = true }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const token = useSession((state) => state.token);
  const lang = useLang();
  return useQuery<ActionOutput<K>>({
    queryKey: [...consoleQueryKey, name, input, lang, token],
    queryFn: ({ signal }) => callAction(name, input, { signal }),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled: enabled && token !== '',
    retry: false,
  });
}

/**
 * A console write. What it changed may show on any console screen (a list, a record's history),
 * so once it settles every console read is asked again.
 */
export function useConsoleAction<K extends ConsoleActionName>(name: K) {
  return useAction((input: ActionInput<K>) => callAction(name, input), {
    invalidates: [consoleQueryKey],
  });
}
