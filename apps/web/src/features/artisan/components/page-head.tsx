import type { ReactNode } from 'react';
import eyebrows from '@/shared/ui/eyebrow.module.css';
import styles from './page.module.css';

/** A list page's heading: eyebrow, title, a line of intro and a count. */
export function PageHead({
  eyebrow,
  title,
  intro,
  meta,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  meta?: ReactNode;
}) {
  return (
    <header className={styles.head}>
      <p className={eyebrows.ruled}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
      {meta ? <p className={styles.meta}>{meta}</p> : null}
    </header>
  );
}
