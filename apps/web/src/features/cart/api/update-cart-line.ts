import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { callAction } from '@/shared/api/call-action';
import { cartQueryKey, type CartLine } from '@/shared/cart/cart-query';

export function updateCartLine(id: number, quantity: number): Promise<CartLine> {
  return callAction('buyCarUpdate', { id, quantity });
}

/**
 * Quantities the reader chose, saved one request at a time per line: while one is under way,
 * only the latest wish waits, so quick clicks on + end with the last value and never race.
 * The saved line replaces the cached one (the badge follows); a refusal, already shown by the
 * request client, puts the line back as the server has it.
 */
export function useCartQuantities() {
  const client = useQueryClient();
  const [wanted, setWanted] = useState<ReadonlyMap<number, number>>(() => new Map());
  const latest = useRef(new Map<number, number>());
  const sending = useRef(new Set<number>());

  const forget = useCallback((id: number) => {
    latest.current.delete(id);
    setWanted((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const send = useCallback(
    async (id: number) => {
      sending.current.add(id);
      let quantity = latest.current.get(id);
      while (quantity !== undefined) {
        const sent = quantity;
        const ok = await updateCartLine(id, sent).then(
          (saved) => {
            client.setQueriesData<CartLine[]>({ queryKey: cartQueryKey }, (lines) =>
              lines?.map((line) => (line.id === id ? saved : line)),
            );
            return true;
          },
          () => {
            void client.invalidateQueries({ queryKey: cartQueryKey });
            return false;
          },
        );
        // A newer wish arrived meanwhile: send it; otherwise the line is as wanted.
        quantity = ok && latest.current.get(id) !== sent ? latest.current.get(id) : undefined;
      }
      sending.current.delete(id);
      forget(id);
    },
    [client, forget],
  );

  const setQuantity = useCallback(
    (id: number, quantity: number) => {
      latest.current.set(id, quantity);
      setWanted((current) => new Map(current).set(id, quantity));
      if (!sending.current.has(id)) void send(id);
    },
    [send],
  );

  const quantityOf = (line: CartLine) => wanted.get(line.id) ?? line.quantity;

  return { quantityOf, setQuantity, saving: wanted.size > 0 };
}
