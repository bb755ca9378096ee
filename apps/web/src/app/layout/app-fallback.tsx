import { LogoMark } from './logo-mark';
import styles from './app-fallback.module.css';

/**
 * Painted while the first page's code loads: the header's band and mark in their final place,
 * as index.html paints them before any script, so nothing jumps when the real layout arrives.
 */
export function AppFallback() {
  return (
    <div className={styles.fallback} aria-busy="true">
      <div className={styles.header}>
        <div className={styles.inner}>
          <LogoMark className={styles.mark} />
        </div>
      </div>
    </div>
  );
}
