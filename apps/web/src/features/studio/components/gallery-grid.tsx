import { useTranslation } from 'react-i18next';
import type { GalleryWork } from '../api/get-gallery';
import { toColumns } from '../lib/columns';
import { useColumnCount } from '../lib/use-column-count';
import { studioNamespace } from '../locales/register';
import styles from './gallery-grid.module.css';

export interface GalleryGridProps {
  works: readonly GalleryWork[];
  onOpen: (work: GalleryWork) => void;
  /** Each work's button, so focus can come back to it when the larger view closes. */
  buttonRef: (id: number, button: HTMLButtonElement | null) => void;
}

/** The works in masonry columns, each opening the larger view, with its caption beneath. */
export function GalleryGrid({ works, onOpen, buttonRef }: GalleryGridProps) {
  const { t } = useTranslation(studioNamespace);
  const columns = toColumns(works, useColumnCount());

  return (
    <div className={styles.grid}>
      {columns.map((column, i) => (
        <ul key={i} className={styles.column}>
          {column.map((work) => (
            <li key={work.id}>
              <figure className={styles.work}>
                <button
                  ref={(button) => buttonRef(work.id, button)}
                  type="button"
                  className={styles.open}
                  aria-label={t('gallery.open', { title: work.title })}
                  onClick={() => onOpen(work)}
                >
                  <img
                    className={styles.image}
                    src={work.image}
                    alt=""
                    width={work.width || 800}
                    height={work.height || 800}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
                <figcaption className={styles.caption}>
                  <span className={styles.title}>{work.title}</span>
                  <span className={styles.byline}>
                    {t('gallery.byline', { artist: work.artist, year: work.year })}
                  </span>
                  {work.medium ? <span className={styles.medium}>{work.medium}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
