import styles from './tag-list.module.css';

/** A technology's tags as small labels; `dark` on the hero's black ground. */
export function TagList({
  tags,
  label,
  tone = 'light',
}: {
  tags: string[];
  label: string;
  tone?: 'light' | 'dark';
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={`${styles.tags} ${styles[tone]}`} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
