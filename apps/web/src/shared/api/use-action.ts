import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { CLICK_GUARD_MS } from '../ui/use-click-guard';

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
  /**
   * The spec's two-second button guard: the same input again within this long of a write that
   * went through is a double submit and is ignored. Another input (a toggle back, a corrected
   * form) or a retry after a failure goes ahead.
   */
  guardMs?: number;
}

/** Reads the named queries again (each key is a root key its `queryOptions` file exports). */
export function invalidateKeys(client: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

/** Inputs are plain data (or a file, compared by identity inside it as JSON cannot see it). */
function sameInput(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Blob || b instanceof Blob) return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/**
 * The one way the web app writes: a write the user starts, with its pending state. A second
 * start while one runs, or a repeat within the guard window, is ignored; refusals reach
 * the user through the request client (spec section 8), or through `onError` when the call
 * leaves them to the page. TanStack's useMutation would do, but the build puts all of TanStack
 * Query in one chunk of the /about first load, whose budget its mutation code would overrun.
 * `mutate` resolves once the write has settled (never rejects), so a confirm dialog can wait.
 */
export function useAction<I, O>(run: (input: I) => Promise<O>, config: ActionConfig<I, O> = {}) {
  const client = useQueryClient();
  const { invalidates, guardMs = CLICK_GUARD_MS } = config;
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const last = useRef<{ input: I; at: number } | null>(null);

  const mutate = useCallback(
    async (input: I, handlers: ActionHandlers<O> = {}): Promise<void> => {
      const now = Date.now();
      if (running.current) return;
      if (last.current && sameInput(last.current.input, input) && now - last.current.at < guardMs) {
        return;
      }
      running.current = true;
      last.current = null;
      setPending(true);
      let output: O | undefined;
      try {
        output = await run(input);
        last.current = { input, at: now };
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
    [run, client, invalidates, guardMs],
  );

  return { isPending, mutate };
}
