import '../locales/register';
import { useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useSession } from '@/shared/session/session-store';
import { useUserInfo } from '@/shared/api/get-user-info';
import { AdminConsole } from '../components/admin-console';
import {
  AdminError,
  AdminRefusal,
  AdminSignedOut,
  AdminSkeleton,
} from '../components/admin-states';

/** /admin: the console's landing for administrators; a clear refusal for anyone else. */
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
  if (user.role !== 'admin') {
    return (
      <AdminRefusal
        name={user.nickname || user.username}
        myCenterPath={paths.myCenter.href()}
        homePath={paths.about.href()}
      />
    );
  }
  return <AdminConsole user={user} myCenterPath={paths.myCenter.href()} />;
}
