import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogout } from '@/shared/api/logout';
import { useSession } from '@/shared/session/session-store';
import { appNamespace } from '../locales/register';
import { paths } from '@/shared/config/paths';
import styles from './user-menu.module.css';

const signInPages: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
];

export interface UserMenuProps {
  /** The mobile menu's block instead of the header's corner. */
  panel?: boolean;
  onNavigate?: () => void;
}

/**
 * The account corner of the header (and block of the mobile menu): a login link that comes
 * back here, or the signed-in user linking to the personal centre, with logout. It repeats a
 * little of the auth feature on purpose: the header is on every first load, and sharing a
 * module with the lazy sign-in pages would cost /about a chunk of its own.
 */
export function UserMenu({ panel = false, onNavigate }: UserMenuProps) {
  const { t } = useTranslation(appNamespace);
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signingOut = useLogout();
  const variant = panel ? styles.panel : styles.bar;

  // A stored user without its token cookie is signed out.
  if (!token || !user) {
    const to = paths.login.href(signInPages.includes(pathname) ? undefined : pathname + search);
    return (
      <Link className={`${styles.login} ${variant}`} to={to} onClick={onNavigate}>
        {t('account.login')}
      </Link>
    );
  }

  const logout = () => {
    onNavigate?.();
    void signingOut.mutate(undefined, { onSuccess: () => void navigate(paths.about.href()) });
  };
  const name = user.nickname || user.username;

  return (
    <div className={`${styles.user} ${variant}`}>
      <Link className={styles.who} to={paths.myCenter.href()} onClick={onNavigate}>
        {user.avatar ? (
          <img className={styles.avatar} src={user.avatar} alt={name} />
        ) : (
          <span className={`${styles.avatar} ${styles.avatarText}`} aria-hidden="true">
            {user.avatar_text || name.slice(0, 1)}
          </span>
        )}
        <span className={styles.name}>{name}</span>
      </Link>
      <Link className={styles.action} to={paths.myCenter.href()} onClick={onNavigate}>
        {t('account.myCenter')}
      </Link>
      <button type="button" className={styles.action} onClick={logout}>
        {t('account.logout')}
      </button>
    </div>
  );
}
