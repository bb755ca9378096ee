import { useTranslation } from 'react-i18next';
import { usePointsText } from '@/shared/points/use-points-text';
import panel from '@/shared/ui/panel.module.css';
import { pointsAccountNamespace } from './locales/register';
import type { PointsAccount } from './points-account-api';
import styles from './my-account.module.css';

/** What expires in the next 30 days, by the last day it can be spent. */
export function ExpiringPoints({ account }: { account: PointsAccount }) {
  const { t } = useTranslation(pointsAccountNamespace);
  const pointsText = usePointsText();
  return (
    <section className={panel.panel} aria-labelledby="points-expiring-title">
      <div className={panel.head}>
        <h2 id="points-expiring-title" className={panel.title}>
          {t('expiringTitle')}
        </h2>
        {account.expiring_total > 0 ? (
          <p className={styles.expiringTotal}>
            {t('expiringTotal', { points: pointsText(account.expiring_total) })}
          </p>
        ) : null}
      </div>
      {account.expiring.length === 0 ? (
        <p className={panel.note}>{t('expiringNone')}</p>
      ) : (
        <>
          <ul className={styles.expiring}>
            {account.expiring.map((item) => (
              <li key={item.day}>
                <span>{t('expiringOn', { day: item.day })}</span>
                <strong>{pointsText(item.points)}</strong>
              </li>
            ))}
          </ul>
          <p className={panel.note}>{t('expiringNote')}</p>
        </>
      )}
    </section>
  );
}
