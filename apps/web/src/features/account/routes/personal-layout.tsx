import '../locales/register';
import { Outlet } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { SignedOut } from '../components/account-states';
import { PersonalMenu, type PersonalBadges } from '../components/personal-menu';
import styles from './personal-layout.module.css';

/** `myInfo`: the personal area's menu around its pages. */
export function PersonalLayout({ badges }: { badges?: PersonalBadges }) {
  const signedIn = useSession((state) => state.token !== '');
  return (
    <div className={styles.area}>
      <div className={styles.inner}>
        <aside className={styles.side}>
          <PersonalMenu badges={badges} />
        </aside>
        <div className={styles.content}>{signedIn ? <Outlet /> : <SignedOut />}</div>
      </div>
    </div>
  );
}
