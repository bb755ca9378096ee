import type { CSSProperties, ReactNode } from 'react';
import styles from './state-panel.module.css';

export interface StatePanelProps {
  title: ReactNode;
  text: ReactNode;
  /** Buttons or links, styled with `stateClasses`. */
  actions?: ReactNode;
  /**
   * `inline` is framed where a list or a section would be; `page` fills the space between the
   * header and the footer (the 404, a route error, a page's refusal).
   */
  frame?: 'inline' | 'page';
  /** A big status code such as 404; without one, a small mark stands in its place. */
  code?: string;
  /** A failure or refusal: the mark turns to the accent and screen readers hear it at once. */
  alert?: boolean;
  heading?: 'h1' | 'h2';
}

/** The one shape of an empty, failed or refused state, in a page or in place of its content. */
export function StatePanel({
  title,
  text,
  actions,
  frame = 'inline',
  code,
  alert = false,
  heading: Heading = frame === 'page' ? 'h1' : 'h2',
}: StatePanelProps) {
  const body = (
    <>
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : (
        <span className={`${styles.mark} ${alert ? styles.markAlert : ''}`} aria-hidden="true" />
      )}
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </>
  );
  return (
    <section className={styles[frame]} role={alert ? 'alert' : undefined}>
      {frame === 'page' ? <div className={styles.pageInner}>{body}</div> : body}
    </section>
  );
}

/** A block of a loading outline; the page's own CSS (or `style`) gives it its size. */
export function Bone({ className = '', style }: { className?: string; style?: CSSProperties }) {
  return <span className={`${styles.bone} ${className}`} style={style} aria-hidden="true" />;
}

/**
 * The one way a page or a part of it says it is loading: screen readers hear `label`, and
 * `children` draw the outline (hidden from them, with `Bone` or `aria-hidden`).
 */
export function LoadingStatus({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

/** A page's outline while it loads: blocks of these heights, announced as `label`. */
export function LoadingOutline({ label, heights }: { label: string; heights: number[] }) {
  return (
    <LoadingStatus label={label} className={styles.outline}>
      {heights.map((height, index) => (
        <Bone key={index} style={{ height }} />
      ))}
    </LoadingStatus>
  );
}

/** A load that failed, with the one way forward: try again. */
export function RetryPanel({
  retry,
  onRetry,
  ...panel
}: Omit<StatePanelProps, 'actions' | 'alert'> & { retry: ReactNode; onRetry: () => void }) {
  return (
    <StatePanel
      {...panel}
      alert
      actions={
        <button type="button" className={styles.primary} onClick={onRetry}>
          {retry}
        </button>
      }
    />
  );
}

export const stateClasses = {
  primary: styles.primary,
  secondary: styles.secondary,
  bone: styles.bone,
};
