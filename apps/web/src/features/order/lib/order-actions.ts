import type { OrderStatus } from '@atelier/contract/codes';

/** What a buyer can do with an order. */
export type OrderAction = 'pay' | 'cancel' | 'changeAddress' | 'receive' | 'delete';

/**
 * The actions an order's status allows, in the order they are offered (the main one last,
 * where the eye ends). The address can change once, before shipment: the server says whether
 * it still may (`addressChangeable`); lists, which do not know, leave it to the detail page.
 */
export function orderActions(
  status: OrderStatus,
  { addressChangeable = false }: { addressChangeable?: boolean } = {},
): OrderAction[] {
  switch (status) {
    case 'unpaid':
      return addressChangeable ? ['cancel', 'changeAddress', 'pay'] : ['cancel', 'pay'];
    case 'undelivered':
      return addressChangeable ? ['cancel', 'changeAddress'] : ['cancel'];
    case 'unreceived':
      return ['receive'];
    case 'completed':
    case 'canceled':
      return ['delete'];
  }
}
