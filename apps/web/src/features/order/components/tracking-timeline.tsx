import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import type { TrackingEvent } from '../api/get-express';
import { orderNamespace } from '../locales/register';
import styles from './tracking-timeline.module.css';

/** The parcel's journey, the latest event first and marked. */
export function TrackingTimeline({ events }: { events: TrackingEvent[] }) {
  const { t } = useTranslation(orderNamespace);
  const latestFirst = [...events].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  if (latestFirst.length === 0) {
    return <p className={styles.none}>{t('tracking.none')}</p>;
  }
  return (
    <ol className={styles.timeline} aria-label={t('tracking.label')}>
      {latestFirst.map((event, index) => (
        <li key={event.id} className={`${styles.event} ${index === 0 ? styles.latest : ''}`}>
          <span className={styles.dot} aria-hidden="true" />
          <p className={styles.text}>{event.text}</p>
          <time className={styles.time} dateTime={event.time}>
            {formatDate(event.time, 'YYYY-MM-DD HH:mm')}
          </time>
        </li>
      ))}
    </ol>
  );
}
