import { lazy, Suspense } from 'react';
import { useSession } from '@/shared/session/session-store';
import type { CartBadgeProps } from './cart-badge';

const CartBadge = lazy(() =>
  import('./cart-badge').then((module) => ({ default: module.CartBadge })),
);

/**
 * Where the cart badge goes. The badge is its own small chunk, fetched only once someone is
 * signed in: the header is on every first load, whose budget has no room for it.
 */
export function CartBadgeSlot(props: CartBadgeProps) {
  const signedIn = useSession((state) => state.token !== '');
  return signedIn ? (
    <Suspense fallback={null}>
      <CartBadge {...props} />
    </Suspense>
  ) : null;
}
