import { lazy, Suspense, type ComponentType } from 'react';
import { useSession } from '@/shared/session/session-store';
import type { CartBadgeProps } from './cart-badge';
import type { CommunityBadgeProps } from './community-badge';

const badges = () => import('./account-badges');
const CartBadge = lazy(() => badges().then((module) => ({ default: module.CartBadge })));
const CommunityBadge = lazy(() => badges().then((module) => ({ default: module.CommunityBadge })));

/**
 * Where a badge goes in the header. The badges are one small chunk, fetched only once someone
 * is signed in: the header is on every first load, whose budget has no room for them.
 */
function signedInOnly<Props extends object>(Badge: ComponentType<Props>) {
  return function BadgeSlot(props: Props) {
    const signedIn = useSession((state) => state.token !== '');
    return signedIn ? (
      <Suspense fallback={null}>
        <Badge {...props} />
      </Suspense>
    ) : null;
  };
}

export const CartBadgeSlot = signedInOnly<CartBadgeProps>(CartBadge);
export const CommunityBadgeSlot = signedInOnly<CommunityBadgeProps>(CommunityBadge);
