import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/lib/format';
import { paths } from '@/shared/config/paths';
import type { PositionCard as Card } from '../api/get-positions';
import { hiringNamespace } from '../locales/register';
import styles from './position-card.module.css';

/** One open position in the list; the whole card opens it. */
export function PositionCard({ position }: { position: Card }) {
  const { t } = useTranslation(hiringNamespace);
  const date = formatDate(position.published_at, t('dateFormat'));
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <span className={`${styles.kind} ${styles[position.kind]}`}>
          {t(`kind.${position.kind}`)}
        </span>
        <time className={styles.date} dateTime={position.published_at}>
          {t('card.published', { date })}
        </time>
      </div>
      <h3 className={styles.title}>
        <Link className={styles.link} to={paths.joinUsDetails.href(position.id)}>
          {position.title}
        </Link>
      </h3>
      <p className={styles.meta}>
        <span>{position.department}</span>
        <span>{position.city}</span>
        <span>{t('card.headcount', { count: position.headcount })}</span>
      </p>
      <p className={styles.summary}>{position.summary}</p>
      <p className={styles.more} aria-hidden="true">
        {t('card.open')} <span className={styles.arrow}>→</span>
      </p>
    </article>
  );
}
