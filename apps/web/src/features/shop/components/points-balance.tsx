import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatThousands } from '@/shared/lib/format';
import { loginRedirect } from '@/shared/lib/login-redirect';
import { useUsablePoints } from '../api/use-usable-points';
import { shopNamespace } from '../locales/register';
import { useShopPaths } from '../shop-paths';
import styles from './points-balance.module.css';

/** The points mall's purse: usable points when signed in, a way to sign in otherwise. */
export function PointsBalance() {
  const { t } = useTranslation(shopNamespace);
  const paths = useShopPaths();
  const location = useLocation();
  const { points, signedIn } = useUsablePoints();

  if (!signedIn) {
    return (
      <aside className={styles.box} aria-label={t('points.label')}>
        <p className={styles.title}>{t('points.signInTitle')}</p>
        <p className={styles.text}>{t('points.signInText')}</p>
        <Link
          className={styles.signIn}
          to={loginRedirect(paths.login.path, location.pathname + location.search)}
        >
          {t('points.signIn')}
        </Link>
      </aside>
    );
  }
  return (
    <aside className={styles.box} aria-label={t('points.label')}>
      <p className={styles.label}>{t('points.label')}</p>
      <p className={styles.figure}>{points === null ? '—' : formatThousands(points)}</p>
    </aside>
  );
}
