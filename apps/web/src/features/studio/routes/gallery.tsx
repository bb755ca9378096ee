import '../locales/register';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '@/shared/ui/page-hero';
import { PageSection } from '@/shared/ui/page-section';
import { stateClasses } from '@/shared/ui/state-panel';
import { useGallery, type GalleryWork } from '../api/get-gallery';
import { GalleryGrid } from '../components/gallery-grid';
import { GalleryViewer } from '../components/gallery-viewer';
import { StudioEmpty, StudioError, StudioSkeleton } from '../components/studio-states';
import { step } from '../lib/columns';
import { studioNamespace } from '../locales/register';
import styles from './gallery.module.css';

/** /GALLERY: the studio's works in masonry columns, more on request, each in a larger view. */
export function GalleryRoute() {
  const { t } = useTranslation(studioNamespace);
  const gallery = useGallery();
  const [viewing, setViewing] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const { first, works, total } = gallery;
  const page = t('gallery.page');

  if (first.isPending) return <StudioSkeleton page={page} />;
  if (first.isError) return <StudioError page={page} onRetry={() => void first.refetch()} />;
  if (works.length === 0) {
    return <StudioEmpty title={t('gallery.emptyTitle')} text={t('gallery.emptyText')} />;
  }

  const current = viewing === null ? undefined : works[viewing];

  const move = (by: 1 | -1) => {
    if (viewing === null) return;
    // Past the last work shown, the view fetches the next ones rather than wrap around early.
    if (by === 1 && viewing === works.length - 1 && gallery.hasMore) {
      void gallery.loadMore().then((arrived) => {
        if (arrived) setViewing(viewing + 1);
      });
      return;
    }
    setViewing(step(viewing, by, works.length));
  };

  const close = () => {
    const id = current?.id;
    setViewing(null);
    if (id !== undefined) buttons.current.get(id)?.focus();
  };

  return (
    <>
      <PageHero
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
        lead={t('gallery.lead')}
        image={works[0]?.image}
      />
      <PageSection labelledBy="gallery-count">
        <p id="gallery-count" className={styles.count}>
          {t('gallery.count', { count: total })}
        </p>
        <GalleryGrid
          works={works}
          onOpen={(work: GalleryWork) => setViewing(works.indexOf(work))}
          buttonRef={(id, button) => {
            if (button) buttons.current.set(id, button);
            else buttons.current.delete(id);
          }}
        />
        <div className={styles.more}>
          <div className={styles.progress} aria-hidden="true">
            <span
              style={{ width: `${Math.min(100, (works.length / Math.max(total, 1)) * 100)}%` }}
            />
          </div>
          {gallery.hasMore ? (
            <>
              {gallery.moreFailed ? (
                <p className={styles.error} role="alert">
                  {t('gallery.moreError')}
                </p>
              ) : null}
              <button
                type="button"
                className={stateClasses.secondary}
                disabled={gallery.loadingMore}
                onClick={() => void gallery.loadMore()}
              >
                {gallery.loadingMore ? t('gallery.loadingMore') : t('gallery.more')}
              </button>
            </>
          ) : (
            <p className={styles.end}>{t('gallery.end', { count: total })}</p>
          )}
        </div>
      </PageSection>
      {current && viewing !== null ? (
        <GalleryViewer
          work={current}
          position={viewing + 1}
          total={total}
          onMove={move}
          onClose={close}
        />
      ) : null}
    </>
  );
}
