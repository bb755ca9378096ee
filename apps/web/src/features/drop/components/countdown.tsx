import { useTranslation } from 'react-i18next';
import { countdownParts } from '../lib/drop-time';
import { dropNamespace } from '../locales/register';
import styles from './drop-panel.module.css';

/** Seconds left, "2 days 3:12:09", in the clock's figures. */
export function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation(dropNamespace);
  const { days, time } = countdownParts(seconds);
  return (
    <span className={styles.countdown} data-testid="drop-countdown">
      {days > 0 ? t('countdown.days', { count: days, time }) : time}
    </span>
  );
}
