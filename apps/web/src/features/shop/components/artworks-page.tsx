import { Image, Pagination } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { ARTWORKS_PAGE_SIZE, useArtworks, type Artwork } from '../api/get-artworks';
import { readPage } from '@/shared/lib/query-params';
import { shopNamespace } from '../locales/register';
import styles from './artworks-page.module.css';
import { PageHeader } from './page-header';
import { GridSkeleton, ShopError } from './shop-states';
import { StatePanel } from '@/shared/ui/state-panel';

/** /art: the studio's artworks, paged, each one larger on click. */
export function ArtworksPage() {
  const { t } = useTranslation(shopNamespace);
  const [search, setSearch] = useSearchParams();
  const page = readPage(search);
  const artworks = useArtworks(page);
  const results = useRef<HTMLElement>(null);

  const changePage = (next: number) => {
    setSearch(next > 1 ? { page: String(next) } : {});
    results.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  let body;
  if (artworks.isPending) body = <GridSkeleton />;
  else if (artworks.isError) body = <ShopError onRetry={() => void artworks.refetch()} />;
  else if (artworks.data.list.length === 0) {
    body = <StatePanel title={t('art.emptyTitle')} text={t('art.emptyText')} />;
  } else {
    body = (
      <>
        <p className={styles.count}>{t('art.count', { count: artworks.data.total })}</p>
        <ArtworkGrid works={artworks.data.list} />
        {artworks.data.total > ARTWORKS_PAGE_SIZE ? (
          <nav className={styles.pager} aria-label={t('mall.pagination')}>
            <Pagination
              current={page}
              total={artworks.data.total}
              pageSize={ARTWORKS_PAGE_SIZE}
              showSizeChanger={false}
              showLessItems
              responsive
              onChange={changePage}
            />
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader eyebrow={t('art.eyebrow')} title={t('art.title')} intro={t('art.intro')} />
      <section className={styles.body} ref={results} aria-label={t('art.title')}>
        {body}
      </section>
    </div>
  );
}

function ArtworkGrid({ works }: { works: Artwork[] }) {
  const { t } = useTranslation(shopNamespace);
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);

  return (
    <Image.PreviewGroup
      items={works.map((work) => ({ src: work.image, alt: work.title }))}
      preview={{
        open,
        current,
        onOpenChange: (value) => setOpen(value),
        onChange: (index) => setCurrent(index),
      }}
    >
      <ul className={styles.grid} aria-label={t('art.title')}>
        {works.map((work, index) => (
          <li key={work.id} className={styles.work}>
            <button
              type="button"
              className={styles.frame}
              aria-label={t('art.preview', { title: work.title })}
              onClick={() => {
                setCurrent(index);
                setOpen(true);
              }}
            >
              <img src={work.image} alt="" loading="lazy" decoding="async" />
            </button>
            <h2 className={styles.title}>{work.title}</h2>
            <p className={styles.by}>
              <span className={styles.byLabel}>{t('art.by')}</span>
              <Link to={paths.followDetails.href(work.artisan.id)}>{work.artisan.name}</Link>
            </p>
            <p className={styles.meta}>
              {[work.year > 0 ? String(work.year) : '', work.medium].filter(Boolean).join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}
