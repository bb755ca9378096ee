import { linkify } from './lib/linkify';
import styles from './posts.module.css';

/**
 * A member's text as plain text: line breaks kept, web addresses made links that open apart
 * and pass no standing to where they lead. Nothing in it is ever read as markup.
 */
export function PostText({ text }: { text: string }) {
  return (
    <p className={styles.text}>
      {linkify(text).map((piece, i) =>
        piece.kind === 'link' ? (
          <a
            key={i}
            href={piece.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={styles.link}
          >
            {piece.text}
          </a>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </p>
  );
}
