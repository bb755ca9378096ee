import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdIsland } from '@/shared/ui/antd-island';
import { shopNamespace } from '../locales/register';
import styles from './product-gallery.module.css';

const GalleryPreview = lazy(async () => ({
  default: (await import('./gallery-preview')).GalleryPreview,
}));

/** The product's pictures: one large, the others as thumbnails, all in a larger view on click. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation(shopNamespace);
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const shown = images[current] ?? images[0];

  return (
    <section className={styles.gallery} aria-label={t('detail.gallery')}>
      <button
        type="button"
        className={styles.main}
        onClick={() => setOpen(true)}
        aria-label={`${t('detail.enlarge')}: ${name}`}
      >
        {shown ? (
          // The page's largest picture: fetched first, its square shape known before it arrives.
          <img
            className={styles.mainImage}
            src={shown}
            alt={name}
            width={800}
            height={800}
            fetchPriority="high"
          />
        ) : null}
        <span className={styles.zoom} aria-hidden="true">
          {t('detail.enlarge')}
        </span>
      </button>
      {open ? (
        <AntdIsland fallback={null}>
          <GalleryPreview
            images={images}
            current={current}
            onChange={setCurrent}
            onClose={() => setOpen(false)}
          />
        </AntdIsland>
      ) : null}
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                className={`${styles.thumb} ${index === current ? styles.active : ''}`}
                aria-label={t('detail.showImage', { index: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setCurrent(index)}
              >
                <img src={src} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
