import type { ReactNode } from 'react';
import buttons from './button.module.css';
import eyebrows from './eyebrow.module.css';
import styles from './page-hero.module.css';

export interface PageHeroProps {
  eyebrow: string;
  /** The page's one `h1`. */
  title: string;
  lead?: string;
  /** A large artwork behind the words; without one the hero is typographic on black. */
  image?: string;
  /** Drawn artwork in place of `image` (a collage, an SVG), laid over the hero's full area. */
  backdrop?: ReactNode;
  /** Actions or facts under the lead, e.g. a call to action styled with `heroClasses`. */
  children?: ReactNode;
}

/**
 * The head of a studio page: full-bleed artwork, eyebrow, title and lead, bottom-left on the
 * page's width. The image is decorative (the title says what the page is), so its alt is empty.
 */
export function PageHero({ eyebrow, title, lead, image, backdrop, children }: PageHeroProps) {
  return (
    <header className={`${styles.hero} ${image || backdrop ? '' : styles.plain}`}>
      {backdrop ? (
        <div className={styles.image} aria-hidden="true">
          {backdrop}
        </div>
      ) : image ? (
        <img
          className={styles.image}
          src={image}
          alt=""
          width={1600}
          height={900}
          decoding="async"
          fetchPriority="high"
        />
      ) : null}
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.content}>
        <p className={`${eyebrows.marked} ${styles.eyebrow}`}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
    </header>
  );
}

/** The hero's place while the page loads: the same height, a dark sheen. */
export function PageHeroPending() {
  return <div className={`${styles.hero} ${styles.pending}`} aria-hidden="true" />;
}

/** On the hero's dark ground: `action`, a link or button; `link`, a quieter underlined link. */
export const heroClasses = {
  action: `${buttons.light} ${styles.action}`,
  link: styles.link,
};
