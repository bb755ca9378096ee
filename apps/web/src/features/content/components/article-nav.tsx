import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import cards from '@/shared/ui/card.module.css';
import { paths } from '@/shared/config/paths';
import type { NewsArticle } from '../api/get-news';
import { contentNamespace } from '../locales/register';
import styles from './article-nav.module.css';

/** The articles either side of this one: the next older and the next newer. */
export function ArticleNav({ article }: { article: NewsArticle }) {
  const { t } = useTranslation(contentNamespace);
  const { previous, next } = article;
  if (!previous && !next) return null;

  return (
    <nav className={styles.nav} aria-label={t('article.nav')}>
      {previous ? (
        <Link
          className={`${styles.link} ${styles.previous}`}
          to={paths.newsDetail.href(previous.id)}
          rel="prev"
        >
          <span className={styles.label}>
            <span aria-hidden="true">← </span>
            {t('article.previous')}
          </span>
          <span className={cards.linkName}>{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          className={`${styles.link} ${styles.next}`}
          to={paths.newsDetail.href(next.id)}
          rel="next"
        >
          <span className={styles.label}>
            {t('article.next')}
            <span aria-hidden="true"> →</span>
          </span>
          <span className={cards.linkName}>{next.title}</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
