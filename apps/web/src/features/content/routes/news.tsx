import '../locales/register';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '@/shared/ui/page-hero';
import { PageSection } from '@/shared/ui/page-section';
import { StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import { NEWS_PER_PAGE, useNewsList } from '../api/get-news-list';
import { HeroListSkeleton, LoadError } from '../components/content-states';
import { NewsCard } from '../components/news-card';
import { NewsPager } from '../components/news-pager';
import styles from '../components/news-list.module.css';
import { readPage } from '@/shared/lib/query-params';
import { contentNamespace } from '../locales/register';

/** /news: the studio's news, newest first, paged by `?page=`. */
export function NewsRoute() {
  return <News />;
}

function News() {
  const { t } = useTranslation(contentNamespace);
  const [search] = useSearchParams();
  const page = readPage(search);
  const news = useNewsList(page);

  if (news.isPending) return <HeroListSkeleton label={t('news.loading')} shape="rows" />;
  if (news.isError) {
    return <LoadError title={t('news.errorTitle')} onRetry={() => void news.refetch()} />;
  }

  const { list, total } = news.data;
  const pages = Math.max(1, Math.ceil(total / NEWS_PER_PAGE));
  // The newest story leads the first page; later pages are an even column of rows.
  const [lead, ...rest] = page === 1 ? list : [];
  const rows = page === 1 ? rest : list;

  return (
    <>
      <PageHero eyebrow={t('news.eyebrow')} title={t('news.title')} lead={t('news.lead')} />
      <PageSection>
        {total === 0 ? (
          <StatePanel title={t('news.emptyTitle')} text={t('news.emptyText')} />
        ) : list.length === 0 ? (
          <StatePanel
            title={t('news.pastEndTitle')}
            text={t('news.pastEndText', { count: pages })}
            actions={
              <Link className={stateClasses.primary} to={paths.news.href()}>
                {t('news.pastEndAction')}
              </Link>
            }
          />
        ) : (
          <div aria-busy={news.isPlaceholderData}>
            <p className={styles.count}>
              <span>{t('news.total', { count: total })}</span>
              {pages > 1 ? <span>{t('pager.status', { page, pages })}</span> : null}
            </p>
            {lead ? <NewsCard news={lead} variant="lead" /> : null}
            {rows.length > 0 ? (
              <ul className={styles.rows}>
                {rows.map((item) => (
                  <li key={item.id}>
                    <NewsCard news={item} variant="row" />
                  </li>
                ))}
              </ul>
            ) : null}
            <NewsPager page={page} pages={pages} />
          </div>
        )}
      </PageSection>
    </>
  );
}
