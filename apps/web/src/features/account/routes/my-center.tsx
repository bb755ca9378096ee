import '../locales/register';
import type { ReactNode } from 'react';
import { useUserCenter } from '@/shared/api/get-user-center';
import { AccountError, AccountSkeleton } from '../components/account-states';
import { OrderSummary } from '../components/order-summary';
import { PointsCard } from '../components/points-card';
import { ProfileCard } from '../components/profile-card';
import { Shortcuts } from '../components/shortcuts';

/**
 * /myCenter: who you are, your points, your orders, and the way to everything else. `signIn`
 * is the daily sign-in, which the route puts under the points.
 */
export function MyCenterRoute({ signIn }: { signIn?: ReactNode }) {
  const center = useUserCenter();

  if (center.isPending) return <AccountSkeleton blocks={[220, 150, 130, 260]} />;
  if (center.isError) return <AccountError onRetry={() => void center.refetch()} />;

  const { user, orders } = center.data;
  return (
    <>
      <ProfileCard user={user} />
      <PointsCard score={user.score} scoreTotal={user.score_total} />
      {signIn}
      <OrderSummary counts={orders} />
      <Shortcuts />
    </>
  );
}
