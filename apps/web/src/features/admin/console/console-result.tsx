import { ExclamationCircleFilled, FileSearchOutlined } from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';
import styles from './console-result.module.css';

export interface ConsoleResultProps {
  /** `warning`: something could not be loaded (read out at once); `404`: there is no such record. */
  status: 'warning' | '404';
  title: ReactNode;
  subTitle?: ReactNode;
  /** What to do next: a retry button, a way back. */
  extra?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * A console screen's "could not load" or "not found" state, laid out as antd's result (a status
 * icon, the title, a line under it, the action) without its large illustrations, which brought
 * some 10 kB to the first download of every screen that might show one.
 */
export function ConsoleResult({
  status,
  title,
  subTitle,
  extra,
  className,
  style,
}: ConsoleResultProps) {
  const warning = status === 'warning';
  return (
    <div
      className={[styles.result, className].filter(Boolean).join(' ')}
      style={style}
      role={warning ? 'alert' : undefined}
    >
      <div className={warning ? styles.warning : styles.notFound} aria-hidden="true">
        {warning ? <ExclamationCircleFilled /> : <FileSearchOutlined />}
      </div>
      <div className={styles.title}>{title}</div>
      {subTitle ? <div className={styles.subTitle}>{subTitle}</div> : null}
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </div>
  );
}
