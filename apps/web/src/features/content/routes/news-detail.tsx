import '../locales/register';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readId } from '@/shared/lib/query-params';
import { Container } from '@/shared/ui/page-section';
import { hasText, RichText } from '@/shared/ui/rich-text';
import { paths } from '@/shared/config/paths';
import { useNews, type NewsArticle } from '../api/get-news';
import { isRefusal } from '@/shared/api/retry';
import { ArticleNav } from '../components/article-nav';
import styles from '../components/article.module.css';
import { BackLink } from '../components/back-link';
import { LoadError, NotFound, TextSkeleton } from '../components/content-states';
import { NewsMeta } from '../components/news-meta';
import { contentNamespace } from '../locales/register';

/** /newsDetail?id=: one news article, with the way on to its neighbours and back to the list. */
export function NewsDetailRoute() {
  const [search] = useSearchParams();
  const id = readId(search);
  return id === null ? <ArticleNotFound /> : <NewsDetail id={id} />;
}

function NewsDetail({ id }: { id: number }) {
  const { t } = useTranslation(contentNamespace);
  const news = useNews(id);

  if (news.isPending) return <TextSkeleton label={t('article.loading')} image />;
  if (news.isError) {
    if (isRefusal(news.error)) return <ArticleNotFound />;
    return <LoadError title={t('article.errorTitle')} onRetry={() => void news.refetch()} />;
  }
  return <Article article={news.data} busy={news.isPlaceholderData} />;
}

function Article({ article, busy }: { article: NewsArticle; busy: boolean }) {
  const { t } = useTranslation(contentNamespace);
  return (
    <article className={styles.article} aria-busy={busy}>
      <Container width="text">
        <header className={styles.head}>
          <BackLink to={paths.news.href()} label={t('article.back')} />
          <div className={styles.meta}>
            <NewsMeta category={article.category} publishedAt={article.published_at} />
          </div>
          <h1 className={styles.title}>{article.title}</h1>
          {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
        </header>
      </Container>
      {article.image ? (
        <Container className={styles.figureWrap}>
          <figure className={styles.figure}>
            <img
              className={styles.image}
              src={article.image}
              alt=""
              width={1600}
              height={900}
              decoding="async"
              fetchPriority="high"
            />
          </figure>
        </Container>
      ) : null}
      {hasText(article.content) ? (
        <Container width="text">
          <RichText className={styles.body} html={article.content} />
        </Container>
      ) : null}
      <div className={styles.after}>
        <Container className={styles.figureWrap}>
          <ArticleNav article={article} />
          <div className={styles.back}>
            <BackLink to={paths.news.href()} label={t('article.backLong')} />
          </div>
        </Container>
      </div>
    </article>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation(contentNamespace);
  return (
    <NotFound
      title={t('article.notFoundTitle')}
      text={t('article.notFoundText')}
      action={t('article.notFoundAction')}
      to={paths.news.href()}
    />
  );
}
