import type { Key, ReactNode } from 'react';
import styles from './console-timeline.module.css';

/**
 * Events in order down a line, each at a dot, as antd's timeline draws them (antd's brings its
 * steps component to every screen with a history).
 */
export function ConsoleTimeline({ items }: { items: Array<{ key: Key; content: ReactNode }> }) {
  return (
    <ol className={styles.timeline} data-timeline>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          {item.content}
        </li>
      ))}
    </ol>
  );
}
