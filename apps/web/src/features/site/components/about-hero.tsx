import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Banner } from '../api/get-banners';
import { siteNamespace } from '../locales/register';
import styles from './about-hero.module.css';
import { useCarousel } from './use-carousel';

const slideMs = 6000;

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

function BannerLink({ to, label }: { to: string; label: string }) {
  const { pathname } = useLocation();
  if (!to || to === pathname) return null;
  if (/^https?:/i.test(to)) {
    return (
      <a className={styles.more} href={to} target="_blank" rel="noopener noreferrer">
        {label} <span aria-hidden="true">→</span>
      </a>
    );
  }
  return (
    <Link className={styles.more} to={to}>
      {label} <span aria-hidden="true">→</span>
    </Link>
  );
}

export function AboutHeroPending() {
  return <div className={`${styles.hero} ${styles.pending}`} aria-hidden="true" />;
}

/** Without banners the hero is typographic: the studio's slogan on black. */
export function AboutHeroPlain({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation(siteNamespace);
  return (
    <section className={`${styles.hero} ${styles.plain}`}>
      <div className={styles.content}>
        <p className={styles.label}>{t('intro.eyebrow')}</p>
        <p className={styles.title}>{title}</p>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
    </section>
  );
}

/** The studio's featured artworks, full-bleed, cross-fading one into the next. */
export function AboutHero({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation(siteNamespace);
  const carousel = useCarousel(banners.length, slideMs);
  // Later slides fetch their images only once the first has painted, to keep it fast.
  const [firstLoaded, setFirstLoaded] = useState(false);
  const total = banners.length;

  return (
    <section
      className={`${styles.hero} ${carousel.playing ? '' : styles.paused}`}
      style={{ '--slide-ms': `${slideMs}ms` } as CSSProperties}
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      onMouseEnter={() => carousel.setHeld(true)}
      onMouseLeave={() => carousel.setHeld(false)}
      onFocus={() => carousel.setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setHeld(false);
      }}
    >
      {banners.map((banner, i) => {
        const current = i === carousel.index;
        return (
          <div
            key={banner.id}
            className={`${styles.slide} ${current ? styles.current : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('hero.slide', { index: i + 1, total })}
            aria-hidden={!current}
            inert={!current}
          >
            <img
              className={styles.image}
              src={i === 0 || firstLoaded ? banner.image : undefined}
              alt=""
              width={1600}
              height={900}
              decoding="async"
              fetchPriority={i === 0 ? 'high' : 'low'}
              onLoad={i === 0 ? () => setFirstLoaded(true) : undefined}
            />
            <div className={styles.shade} />
            <div className={styles.content}>
              <p className={styles.label}>{t('hero.label')}</p>
              <p className={styles.title}>{banner.title}</p>
              {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
              <BannerLink to={banner.link} label={t('hero.more')} />
            </div>
          </div>
        );
      })}

      {total > 1 && (
        <div className={styles.controls}>
          <span className={styles.counter} aria-hidden="true">
            <strong>{String(carousel.index + 1).padStart(2, '0')}</strong> /{' '}
            {String(total).padStart(2, '0')}
          </span>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={t('hero.slide', { index: i + 1, total })}
                aria-current={i === carousel.index}
                onClick={() => carousel.goTo(i)}
              />
            ))}
          </div>
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('hero.previous')}
              onClick={carousel.previous}
            >
              <Arrow direction="left" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('hero.next')}
              onClick={carousel.next}
            >
              <Arrow direction="right" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
