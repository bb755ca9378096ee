import styles from './arrow.module.css';

/** The arrow after a "read more" link; it moves on when its link is hovered. */
export function Arrow() {
  return (
    <span className={styles.arrow} aria-hidden="true">
      →
    </span>
  );
}
