import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageItems } from '@/shared/ui/page-items';
import { adminNamespace } from '../locales/register';
import styles from './console-pager.module.css';

/**
 * A console list's paging, as its screen states it (the settings of antd's pagination that the
 * console's screens use). The page, its size and the total are the screen's when it keeps the
 * page; a table that pages its rows itself fills them in (see `ConsoleTable`).
 */
export interface ConsolePagination {
  /** The page shown, from 1. */
  current?: number;
  /** Rows per page; 10 unless given. */
  pageSize?: number;
  /** How many rows there are in all, over every page. */
  total?: number;
  /** Another page was asked for. */
  onChange?: (page: number, pageSize: number) => void;
  /** A line before the numbers, such as "45 customers"; `range` is the rows shown, from 1. */
  showTotal?: (total: number, range: [number, number]) => ReactNode;
  /** Nothing at all while every row fits one page. */
  hideOnSinglePage?: boolean;
  /** No page-size choice is drawn: a screen's antd-shaped `showSizeChanger: false` still fits. */
  showSizeChanger?: false;
}

export interface ConsolePagerProps extends ConsolePagination {
  current: number;
  total: number;
  /** A phone's row: the current page between the first and the last, centred. */
  compact?: boolean;
  className?: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path
        d={back ? 'M10.5 2.5 5 8l5.5 5.5' : 'M5.5 2.5 11 8l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The page numbers under a console list, drawn as antd's pagination looks (32 px squares, the
 * current page in the accent's border and colour) from native buttons: previous, the numbers
 * with gaps for a long run of pages (1 … 4 5 6 … 20), next, and the total when the screen gives
 * one. Nothing when there is only one page and the screen asks for nothing then.
 */
export function ConsolePager({
  current,
  pageSize = 10,
  total,
  onChange,
  showTotal,
  hideOnSinglePage,
  compact,
  className,
}: ConsolePagerProps) {
  const { t } = useTranslation(adminNamespace);
  const size = Math.max(1, pageSize);
  const count = Math.max(1, Math.ceil(total / size));
  if (hideOnSinglePage && count <= 1) return null;
  const page = Math.min(Math.max(current, 1), count);
  const go = (next: number) => {
    if (next !== page && next >= 1 && next <= count) onChange?.(next, size);
  };
  const range: [number, number] = [
    Math.min((page - 1) * size + 1, total),
    Math.min(page * size, total),
  ];
  const items = pageItems(page, count, compact ? 0 : 1);

  return (
    <nav
      className={classes(styles.pager, compact && styles.compact, className)}
      aria-label={t('table.pager.label')}
    >
      {showTotal ? <div className={styles.total}>{showTotal(total, range)}</div> : null}
      <ul className={styles.items}>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label={t('table.pager.previous')}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <Chevron back />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              •••
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={classes(styles.item, item === page && styles.current)}
                aria-label={t('table.pager.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label={t('table.pager.next')}
            disabled={page >= count}
            onClick={() => go(page + 1)}
          >
            <Chevron />
          </button>
        </li>
      </ul>
    </nav>
  );
}
