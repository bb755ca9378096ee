import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { pageWindow } from '../lib/page-window';
import { contentNamespace } from '../locales/register';
import styles from './news-pager.module.css';

/**
 * Pages of the news list as links, so the page is part of the address (`?page=2`) and survives
 * a reload or a shared link. Nothing when everything fits on one page.
 */
export function NewsPager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation(contentNamespace);
  if (pages <= 1) return null;

  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      {page > 1 ? (
        <Link className={styles.step} to={paths.news.href(page - 1)} rel="prev">
          <span aria-hidden="true">←</span>
          {t('pager.previous')}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.off}`} aria-hidden="true">
          <span>←</span>
          {t('pager.previous')}
        </span>
      )}
      <ol className={styles.pages}>
        {pageWindow(page, pages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              {slot === page ? (
                <span className={`${styles.page} ${styles.current}`} aria-current="page">
                  <span className="visually-hidden">{t('pager.page', { page: slot })}</span>
                  <span aria-hidden="true">{slot}</span>
                </span>
              ) : (
                <Link
                  className={styles.page}
                  to={paths.news.href(slot)}
                  aria-label={t('pager.page', { page: slot })}
                >
                  {slot}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      <p className={styles.status}>{t('pager.status', { page, pages })}</p>
      {page < pages ? (
        <Link className={styles.step} to={paths.news.href(page + 1)} rel="next">
          {t('pager.next')}
          <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.off}`} aria-hidden="true">
          {t('pager.next')}
          <span>→</span>
        </span>
      )}
    </nav>
  );
}
