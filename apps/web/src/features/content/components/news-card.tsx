import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import cards from '@/shared/ui/card.module.css';
import { paths } from '@/shared/config/paths';
import type { NewsCard as News } from '../api/get-news-list';
import { contentNamespace } from '../locales/register';
import { Arrow } from './arrow';
import { NewsMeta } from './news-meta';
import styles from './news-card.module.css';

/** An article in the list: `lead` is the newest story, set large; `row` the others. */
export function NewsCard({ news, variant }: { news: News; variant: 'lead' | 'row' }) {
  const { t } = useTranslation(contentNamespace);
  const to = paths.newsDetail.href(news.id);

  return (
    <article className={`${cards.card} ${styles.card} ${styles[variant]}`}>
      <Link to={to} className={`${cards.frame} ${styles.media}`} tabIndex={-1} aria-hidden="true">
        <img
          className={`${cards.picture} ${styles.image}`}
          src={news.image}
          alt=""
          width={variant === 'lead' ? 1200 : 640}
          height={variant === 'lead' ? 750 : 400}
          loading={variant === 'lead' ? 'eager' : 'lazy'}
          decoding="async"
        />
        {variant === 'lead' ? <span className={styles.badge}>{t('news.latest')}</span> : null}
      </Link>
      <div className={styles.body}>
        <NewsMeta category={news.category} publishedAt={news.published_at} />
        <h3 className={`${cards.title} ${styles.title}`}>
          <Link to={to}>{news.title}</Link>
        </h3>
        <p className={styles.summary}>{news.summary}</p>
        <Link to={to} className={styles.more} tabIndex={-1} aria-hidden="true">
          {t('news.read')}
          <Arrow />
        </Link>
      </div>
    </article>
  );
}
