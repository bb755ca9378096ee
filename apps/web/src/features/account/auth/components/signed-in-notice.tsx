import { isStaff } from '@atelier/contract/permissions';
import { Avatar, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { UserInfo } from '@/shared/session/session-store';
import { paths } from '@/shared/config/paths';
import { useLogout } from '@/shared/api/logout';
import { sameSitePath } from '../lib/redirect-path';
import { authNamespace } from '../locales/register';
import styles from './signed-in-notice.module.css';

/** What /login shows a visitor who is signed in already: who, and where to go from here. */
export function SignedInNotice({ user, redirect }: { user: UserInfo; redirect: string | null }) {
  const { t } = useTranslation(authNamespace);
  const navigate = useNavigate();
  const signingOut = useLogout();
  const name = user.nickname || user.username;
  const onward = sameSitePath(redirect);

  return (
    <div className={styles.notice}>
      <div className={styles.who}>
        {user.avatar ? (
          <Avatar size={56} src={user.avatar} alt={name} />
        ) : (
          <Avatar size={56} className={styles.avatar}>
            {user.avatar_text || name.slice(0, 1)}
          </Avatar>
        )}
        <div className={styles.text}>
          <strong>{name}</strong>
          <span>{t('signedIn.text', { name: user.username })}</span>
        </div>
      </div>
      <div className={styles.actions}>
        {onward && onward.split(/[?#]/)[0]?.toLowerCase() !== paths.login.path.toLowerCase() ? (
          <Link to={onward} className={styles.primary}>
            {t('signedIn.continue')}
          </Link>
        ) : null}
        <Link to={paths.myCenter.href()} className={onward ? styles.secondary : styles.primary}>
          {t('signedIn.center')}
        </Link>
        {isStaff(user.role) ? (
          <Link to={paths.admin.href()} className={styles.secondary}>
            {t('signedIn.admin')}
          </Link>
        ) : null}
        <Button
          type="link"
          className={styles.logout}
          onClick={() => {
            void signingOut.mutate(undefined, {
              onSuccess: () => void navigate(paths.login.href(), { replace: true }),
            });
          }}
        >
          {t('signedIn.logout')}
        </Button>
      </div>
    </div>
  );
}
