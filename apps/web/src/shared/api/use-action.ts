import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

export interface ActionHandlers<O> {
  onSuccess?: (output: O) => void;
  /** The rejection, already shown by the request client unless the call left it to the page. */
  onError?: (error: unknown) => void;
}

export interface ActionConfig<I, O> {
  /**
   * The queries this write changes, by the root key their `queryOptions` file exports; they are
   * read again once it settles, whatever the outcome, and nothing else is.
   */
  invalidates?: readonly QueryKey[] | ((input: I, output: O | undefined) => readonly QueryKey[]);
}

/** Reads the named queries again (each key is a root key its `queryOptions` file exports). */
export function invalidateKeys(client: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

/**
 * The one way the web app writes: a write the user starts, with its pending state. A second
 * start while one runs is ignored; the spec's two-second guard after a click belongs to the
 * button that starts the write (GuardedButton), where the customer sees it. Refusals reach the
 * user through the request client (spec section 8), or through `onError` when the call leaves
 * them to the page. TanStack's useMutation would do, but the build puts all of TanStack
 * Query in one chunk of the /about first load, whose budget its mutation code would overrun.
 * `mutate` resolves once the write has settled (never rejects), so a confirm dialog can wait.
 */
export function useAction<I, O>(run: (input: I) => Promise<O>, config: ActionConfig<I, O> = {}) {
  const client = useQueryClient();
  const { invalidates } = config;
  const [isPending, setPending] = useState(false);
  const running = useRef(false);

  const mutate = useCallback(
    async (input: I, handlers: ActionHandlers<O> = {}): Promise<void> => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      let output: O | undefined;
      try {
        output = await run(input);
      } catch (error) {
        handlers.onError?.(error);
        return;
      } finally {
        running.current = false;
        setPending(false);
        const keys = typeof invalidates === 'function' ? invalidates(input, output) : invalidates;
        invalidateKeys(client, keys ?? []);
      }
      handlers.onSuccess?.(output);
    },
    [run, client, invalidates],
  );

  return { isPending, mutate };
}
