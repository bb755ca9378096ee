import '../locales/register';
import { useLocation } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { useUserInfo } from '@/shared/api/get-user-info';
import { AdminConsole } from '../components/admin-console';
import {
  AdminError,
  AdminRefusal,
  AdminSignedOut,
  AdminSkeleton,
} from '../components/admin-states';

/** Where the admin pages lead: the app's path table hands these in. */
export interface AdminPaths {
  myCenter: string;
  home: string;
  login: string;
}

/** /admin: the console's landing for administrators; a clear refusal for anyone else. */
export function AdminRoute({ paths }: { paths: AdminPaths }) {
  const signedIn = useSession((state) => state.token !== '');
  const info = useUserInfo();
  const location = useLocation();

  if (!signedIn) {
    const back = new URLSearchParams({ redirect: location.pathname + location.search });
    return <AdminSignedOut loginTo={`${paths.login}?${back.toString()}`} />;
  }
  if (info.isPending) return <AdminSkeleton />;
  if (info.isError) return <AdminError onRetry={() => void info.refetch()} />;

  const user = info.data;
  if (user.role !== 'admin') {
    return (
      <AdminRefusal
        name={user.nickname || user.username}
        myCenterPath={paths.myCenter}
        homePath={paths.home}
      />
    );
  }
  return <AdminConsole user={user} myCenterPath={paths.myCenter} />;
}
