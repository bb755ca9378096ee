import type { ReactNode } from 'react';
import styles from './screen-header.module.css';

/** A console screen's title with its actions on the right (they wrap under it on a phone). */
export function ScreenHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
