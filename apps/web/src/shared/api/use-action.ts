import { useCallback, useRef, useState } from 'react';

export interface ActionHandlers<O> {
  onSuccess?: (output: O) => void;
}

/**
 * A write the user starts, with its pending state. TanStack's useMutation would do, but the
 * build puts all of TanStack Query in one chunk of the /about first load, whose budget its
 * mutation code would overrun. Failures were already shown by the request client.
 */
export function useAction<I, O>(run: (input: I) => Promise<O>) {
  const [isPending, setPending] = useState(false);
  const running = useRef(false);

  const mutate = useCallback(
    (input: I, handlers: ActionHandlers<O> = {}) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      run(input)
        .then(
          (output) => handlers.onSuccess?.(output),
          () => undefined,
        )
        .finally(() => {
          running.current = false;
          setPending(false);
        });
    },
    [run],
  );

  return { isPending, mutate };
}
