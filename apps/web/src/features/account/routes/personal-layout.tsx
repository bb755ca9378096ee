import '../locales/register';
import { Outlet } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { SignedOut } from '../components/account-states';
import { PersonalMenu } from '../components/personal-menu';
import styles from './personal-layout.module.css';

/** `myInfo`: the personal area's menu around its pages. */
export function PersonalLayout() {
  const signedIn = useSession((state) => state.token !== '');
  return (
    <div className={styles.area}>
      <div className={styles.inner}>
        <aside className={styles.side}>
          <PersonalMenu />
        </aside>
        <div className={styles.content}>{signedIn ? <Outlet /> : <SignedOut />}</div>
      </div>
    </div>
  );
}
