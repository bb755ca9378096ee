import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageButtons, type PageButtonsLook } from '@/shared/ui/page-buttons';
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

const look: PageButtonsLook = {
  items: styles.items,
  item: styles.item,
  current: styles.current,
  gap: styles.gap,
  gapText: '•••',
  chevronSize: 12,
};

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
  const range: [number, number] = [
    Math.min((page - 1) * size + 1, total),
    Math.min(page * size, total),
  ];

  return (
    <nav
      className={[styles.pager, compact && styles.compact, className].filter(Boolean).join(' ')}
      aria-label={t('table.pager.label')}
    >
      {showTotal ? <div className={styles.total}>{showTotal(total, range)}</div> : null}
      <PageButtons
        current={page}
        count={count}
        siblings={compact ? 0 : 1}
        onChange={(next) => onChange?.(next, size)}
        labels={{
          previous: t('table.pager.previous'),
          next: t('table.pager.next'),
          page: (number) => t('table.pager.page', { page: number }),
        }}
        look={look}
      />
    </nav>
  );
}
