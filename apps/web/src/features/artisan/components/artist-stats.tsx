import { useTranslation } from 'react-i18next';
import { formatThousands } from '@/shared/lib/format';
import { artisanNamespace } from '../locales/register';
import styles from './artist-stats.module.css';

export interface ArtistStatsProps {
  likes: number;
  followers: number;
  works: number;
  className?: string;
}

/**
 * Likes, followers and works: each a figure shown over its name. A term and its figure sit
 * straight in the list: a wrapper with a role breaks the list for screen readers.
 */
export function ArtistStats({ likes, followers, works, className = '' }: ArtistStatsProps) {
  const { t } = useTranslation(artisanNamespace);
  const stats = [
    { key: 'likes', value: likes },
    { key: 'followers', value: followers },
    { key: 'works', value: works },
  ] as const;
  return (
    <dl className={`${styles.stats} ${className}`} aria-label={t('stats.label')}>
      {stats.map(({ key, value }) => (
        <div key={key} className={styles.stat}>
          <dt className={styles.name}>{t(`stats.${key}`)}</dt>
          <dd className={styles.value}>{formatThousands(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
