import { Link } from 'react-router';
import styles from './back-link.module.css';

/** The way back to the list a detail page belongs to, as a small arrowed link. */
export function BackLink({
  to,
  label,
  tone = 'light',
}: {
  to: string;
  label: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <Link className={`${styles.back} ${styles[tone]}`} to={to}>
      <span className={styles.arrow} aria-hidden="true">
        ←
      </span>
      {label}
    </Link>
  );
}
