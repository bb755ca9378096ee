import '../locales/register';
import { isStaff } from '@atelier/contract/permissions';
import { useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useSession } from '@/shared/session/session-store';
import { useUserInfo } from '@/shared/api/get-user-info';
import { logout } from '@/shared/api/logout';
import { ConsoleShell } from './console-shell';
import {
  AdminError,
  AdminRefusal,
  AdminSignedOut,
  AdminSkeleton,
} from '../components/admin-states';

/** `/admin/*`: the studio's console for staff of every role; a clear refusal for anyone else. */
export function AdminRoute() {
  const signedIn = useSession((state) => state.token !== '');
  const info = useUserInfo();
  const location = useLocation();

  if (!signedIn) {
    return <AdminSignedOut loginTo={paths.login.href(location.pathname + location.search)} />;
  }
  if (info.isPending) return <AdminSkeleton />;
  if (info.isError) return <AdminError onRetry={() => void info.refetch()} />;

  const user = info.data;
  if (!isStaff(user.role)) {
    return (
      <AdminRefusal
        name={user.nickname || user.username}
        myCenterPath={paths.myCenter.href()}
        homePath={paths.about.href()}
      />
    );
  }
  return (
    <ConsoleShell
      role={user.role}
      name={user.nickname || user.username}
      onSignOut={logout}
      shopPath={paths.about.href()}
    />
  );
}
