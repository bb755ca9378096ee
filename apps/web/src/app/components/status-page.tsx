import type { ReactNode } from 'react';
import styles from './status-page.module.css';

export interface StatusPageProps {
  code: string;
  title: string;
  text: ReactNode;
  actions: ReactNode;
}

/** The full-page shape shared by the 404 and the route-error screens. */
export function StatusPage({ code, title, text, actions }: StatusPageProps) {
  return (
    <section className={styles.wrap}>
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}

export const statusPageClasses = { primary: styles.primary, secondary: styles.secondary };
