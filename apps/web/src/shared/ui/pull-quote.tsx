import styles from './pull-quote.module.css';

export interface PullQuoteProps {
  quote: string;
  /** Who said it, and in what capacity. */
  name?: string;
  role?: string;
  tone?: 'light' | 'dark';
}

/** One sentence set large between sections, with its speaker. */
export function PullQuote({ quote, name, role, tone = 'light' }: PullQuoteProps) {
  return (
    <figure className={`${styles.figure} ${styles[tone]}`}>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      {name ? (
        <figcaption className={styles.caption}>
          <span className={styles.name}>{name}</span>
          {role ? <span className={styles.role}>{role}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
