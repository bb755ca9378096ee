import { lazy, Suspense } from 'react';
import { useSession } from '@/shared/session/session-store';
import type { CommunityBadgeProps } from './community-badge';

const CommunityBadge = lazy(() =>
  import('./community-badge').then((module) => ({ default: module.CommunityBadge })),
);

/** Where the community notices' badge goes: its own chunk, fetched once someone signs in. */
export function CommunityBadgeSlot(props: CommunityBadgeProps) {
  const signedIn = useSession((state) => state.token !== '');
  return signedIn ? (
    <Suspense fallback={null}>
      <CommunityBadge {...props} />
    </Suspense>
  ) : null;
}
