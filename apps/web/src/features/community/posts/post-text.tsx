import { LinkedText } from '../lib/plain-text';
import styles from './posts.module.css';

/** A member's text as plain text: line breaks kept (the style keeps them), addresses linked. */
export function PostText({ text }: { text: string }) {
  return (
    <p className={styles.text}>
      <LinkedText text={text} linkClassName={styles.link} />
    </p>
  );
}
