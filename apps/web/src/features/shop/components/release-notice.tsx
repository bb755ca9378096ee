import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@/shared/lib/countdown';
import { shopNamespace } from '../locales/register';
import { shopMinute } from '../lib/release';
import styles from './release-notice.module.css';

const DAY_SECONDS = 86_400;

/**
 * In place of the buy buttons before a release: when it goes on sale, on the shop's clock, and
 * the time left, which the page counts down on the server's clock.
 */
export function ReleaseNotice({
  releaseAt,
  secondsLeft,
}: {
  releaseAt: number;
  secondsLeft: number;
}) {
  const { t } = useTranslation(shopNamespace);
  const days = Math.floor(secondsLeft / DAY_SECONDS);
  const clock = formatCountdown(secondsLeft % DAY_SECONDS);
  const left = days > 0 ? t('release.daysAnd', { count: days, clock }) : clock;
  return (
    <section className={styles.notice} aria-label={t('release.label')}>
      <p className={styles.when}>{t('release.onSaleAt', { time: shopMinute(releaseAt) })}</p>
      <p className={styles.countdown}>
        <span className={styles.label}>{t('release.startsIn')}</span>
        <span className={styles.clock} role="timer" aria-live="off">
          {left}
        </span>
      </p>
    </section>
  );
}
