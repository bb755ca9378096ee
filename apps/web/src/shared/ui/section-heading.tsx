import type { ReactNode } from 'react';
import eyebrows from './eyebrow.module.css';
import styles from './section-heading.module.css';

export interface SectionHeadingProps {
  /** The heading's id, for the section's `aria-labelledby`. */
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** `dark` on a black band (`PageSection tone="dark"`). */
  tone?: 'light' | 'dark';
  align?: 'start' | 'center';
  level?: 'h2' | 'h3';
}

/** A section's head: a small ruled eyebrow, a display title and an optional lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = 'light',
  align = 'start',
  level: Heading = 'h2',
}: SectionHeadingProps) {
  return (
    <div className={`${styles.head} ${styles[tone]} ${styles[align]}`}>
      {eyebrow ? <p className={`${eyebrows.ruled} ${styles.eyebrow}`}>{eyebrow}</p> : null}
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
