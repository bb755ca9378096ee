import styles from './app-fallback.module.css';

/**
 * Painted while the first page's code loads: the header's black band in its final place, so
 * nothing jumps when the real layout arrives.
 */
export function AppFallback() {
  return (
    <div className={styles.fallback} aria-busy="true">
      <div className={styles.header} />
    </div>
  );
}
