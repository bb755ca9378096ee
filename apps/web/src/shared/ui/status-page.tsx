import type { ReactNode } from 'react';
import styles from './status-page.module.css';

export interface StatusPageProps {
  /** A big status code such as 404; without one, a small mark stands in its place. */
  code?: string;
  title: string;
  text: ReactNode;
  actions: ReactNode;
  /** Announce the page to screen readers at once, for errors. */
  alert?: boolean;
}

/** The full-page shape of the 404, the route error and the pages' refusals and failures. */
export function StatusPage({ code, title, text, actions, alert }: StatusPageProps) {
  return (
    <section className={styles.wrap} role={alert ? 'alert' : undefined}>
      <div className={styles.inner}>
        {code ? (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        ) : (
          <span className={styles.mark} aria-hidden="true" />
        )}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}

export const statusPageClasses = { primary: styles.primary, secondary: styles.secondary };
