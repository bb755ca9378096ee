import { AdminRoute } from '@/features/admin/routes/admin';
import { AntdScope } from '../antd/antd-scope';
import { useNavigationEffects } from '../navigation/use-navigation-effects';

/** The console's frame: what every navigation does (progress bar, title, scroll). */
export function ConsoleFrame() {
  useNavigationEffects();
  return (
    <AntdScope>
      <AdminRoute />
    </AntdScope>
  );
}
