import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  eyebrow: ReactNode;
  title: string;
  intro: string;
  /** Above the title, e.g. the way back to the whole mall. */
  trail?: ReactNode;
  /** Beside the text on wide screens, below it on narrow ones. */
  aside?: ReactNode;
}

/** A shop page's band: what the page is and what it holds. */
export function PageHeader({ eyebrow, title, intro, trail, aside }: PageHeaderProps) {
  return (
    <header className={styles.band}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {trail ? <div className={styles.trail}>{trail}</div> : null}
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{intro}</p>
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </header>
  );
}
