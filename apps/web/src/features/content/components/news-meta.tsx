import { useLang } from '@/shared/i18n/i18n';
import { formatLongDate, isoDate } from '../lib/dates';
import styles from './news-meta.module.css';

/** An article's section and date, as the line above its title. */
export function NewsMeta({
  category,
  publishedAt,
  tone = 'light',
}: {
  category: string;
  publishedAt: string;
  tone?: 'light' | 'dark';
}) {
  const lang = useLang();
  return (
    <p className={`${styles.meta} ${styles[tone]}`}>
      {category ? <span className={styles.category}>{category}</span> : null}
      <time dateTime={isoDate(publishedAt)}>{formatLongDate(publishedAt, lang)}</time>
    </p>
  );
}
