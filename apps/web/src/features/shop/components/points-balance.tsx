import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatThousands } from '@/shared/lib/format';
import { paths } from '@/shared/config/paths';
import { useUsablePoints } from '../api/use-usable-points';
import { shopNamespace } from '../locales/register';
import styles from './points-balance.module.css';

/** The points mall's purse: usable points when signed in, a way to sign in otherwise. */
export function PointsBalance() {
  const { t } = useTranslation(shopNamespace);
  const location = useLocation();
  const { points, signedIn } = useUsablePoints();

  if (!signedIn) {
    return (
      <aside className={styles.box} aria-label={t('points.label')}>
        <p className={styles.title}>{t('points.signInTitle')}</p>
        <p className={styles.text}>{t('points.signInText')}</p>
        <Link className={styles.signIn} to={paths.login.href(location.pathname + location.search)}>
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
