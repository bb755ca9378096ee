import { useId, type CSSProperties, type ReactNode } from 'react';
import styles from './console-card.module.css';

export interface ConsoleCardProps {
  title?: ReactNode;
  /** Beside the title, at the end of the header: a hint or an action. */
  extra?: ReactNode;
  /** Whether the content is still on its way: grey lines stand in for it. */
  loading?: boolean;
  size?: 'small';
  className?: string;
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
  'aria-busy'?: boolean;
  children?: ReactNode;
}

/**
 * A titled panel as antd's card draws it, without the card's tabs and skeleton (antd's card
 * brings both to every screen that uses one).
 */
export function ConsoleCard({
  title,
  extra,
  loading = false,
  size,
  className,
  style,
  children,
  ...aria
}: ConsoleCardProps) {
  const titleId = useId();
  const classes = [styles.card, size === 'small' && styles.small, className].filter(Boolean);
  // A titled card is a region named by its title, which is how staff (and tests) find it.
  const named = title !== undefined && aria['aria-label'] === undefined;
  return (
    <section
      data-card
      className={classes.join(' ')}
      style={style}
      aria-labelledby={named ? titleId : undefined}
      {...aria}
    >
      {title !== undefined || extra !== undefined ? (
        <header className={styles.head}>
          {title !== undefined && (
            <div className={styles.title} id={titleId}>
              {title}
            </div>
          )}
          {extra !== undefined && <div className={styles.extra}>{extra}</div>}
        </header>
      ) : null}
      <div className={styles.body}>
        {loading ? (
          <div className={styles.loading} aria-busy="true">
            <span />
            <span />
            <span />
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
