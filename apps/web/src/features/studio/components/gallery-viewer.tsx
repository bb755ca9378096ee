import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalLock } from '@/shared/ui/use-modal-lock';
import type { GalleryWork } from '../api/get-gallery';
import { studioNamespace } from '../locales/register';
import styles from './gallery-viewer.module.css';

export interface GalleryViewerProps {
  work: GalleryWork;
  /** Its place among all the gallery's works, from 1. */
  position: number;
  total: number;
  onMove: (by: 1 | -1) => void;
  onClose: () => void;
}

function Arrow({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={back ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/**
 * The larger view of a work: a modal dialog over the page. ← and → move through the works, Esc
 * closes; Tab stays within the dialog. The page behind neither scrolls nor takes focus.
 */
export function GalleryViewer({ work, position, total, onMove, onClose }: GalleryViewerProps) {
  const { t } = useTranslation(studioNamespace);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  useModalLock(true, (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      onMove(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Tab' && dialog.current) {
      const stops = Array.from(dialog.current.querySelectorAll<HTMLElement>('button'));
      const first = stops[0];
      const last = stops[stops.length - 1];
      const active = document.activeElement;
      const inside = dialog.current.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    }
  });

  const details = [
    { label: t('gallery.view.artist'), value: work.artist },
    { label: t('gallery.view.year'), value: String(work.year) },
    { label: t('gallery.view.medium'), value: work.medium },
  ].filter((detail) => detail.value);

  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={t('gallery.view.label')}
        aria-describedby="gallery-view-caption"
      >
        <div className={styles.bar}>
          <p className={styles.position} aria-live="polite">
            {t('gallery.view.position', { index: position, total })}
          </p>
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            aria-label={t('gallery.view.close')}
            onClick={onClose}
          >
            <span aria-hidden="true" />
          </button>
        </div>

        <div className={styles.stage}>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={t('gallery.view.previous')}
            onClick={() => onMove(-1)}
          >
            <Arrow back />
          </button>
          <img
            key={work.id}
            className={styles.image}
            src={work.image}
            alt={work.title}
            width={work.width || undefined}
            height={work.height || undefined}
            decoding="async"
          />
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('gallery.view.next')}
            onClick={() => onMove(1)}
          >
            <Arrow />
          </button>
        </div>

        <div id="gallery-view-caption" className={styles.caption}>
          <h2 className={styles.title}>{work.title}</h2>
          <dl className={styles.details}>
            {details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
          {work.description ? <p className={styles.description}>{work.description}</p> : null}
          <p className={styles.keys} aria-hidden="true">
            {t('gallery.view.keys')}
          </p>
        </div>
      </div>
    </div>,
    // Inside the app's root, so the view takes the page's language font.
    document.getElementById('root') ?? document.body,
  );
}
