import { Checkbox, Empty, Grid, Spin } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';
import { ConsolePager, type ConsolePagination } from './console-pager';
import styles from './console-table.module.css';

/** The key a list's actions column carries: it stays at the right while the table scrolls. */
export const ACTIONS_KEY = 'actions';

/** A column as the console's screens declare it (antd's column shape, the parts drawn here). */
export type ConsoleColumn<Row> = Pick<
  ColumnType<Row>,
  'title' | 'dataIndex' | 'key' | 'render' | 'width' | 'align' | 'fixed' | 'ellipsis' | 'hidden'
> & { className?: string };

export interface ConsoleTableProps<Row> {
  columns?: readonly ConsoleColumn<Row>[];
  dataSource?: readonly Row[];
  rowKey?: keyof Row | ((row: Row, index?: number) => Key);
  loading?: boolean | { spinning?: boolean };
  /** Paged by the caller (`current` given) or here, over `dataSource` (without it). */
  pagination?: false | ConsolePagination;
  locale?: { emptyText?: ReactNode };
  /** A tick box per row and one for the page, for actions on several rows at once. */
  rowSelection?: { selectedRowKeys?: readonly Key[]; onChange?: (keys: Key[]) => void };
  /** A row opens to show more under it. */
  expandable?: { expandedRowRender: (row: Row, index: number) => ReactNode };
  rowClassName?: (row: Row, index: number) => string;
  /** A line under the rows, such as "the latest 10 of 32". */
  footer?: () => ReactNode;
  /** `x`: the width under which the table scrolls in its frame; `y`: the height it scrolls at. */
  scroll?: { x?: number | string; y?: number | string };
  size?: 'small' | 'middle' | 'large';
  className?: string;
  style?: CSSProperties;
  /** What the list is, for a reader of the cards on a phone and of the table. */
  cardsLabel?: string;
}

function fieldOf<Row>(row: Row, dataIndex: ColumnType<Row>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = row;
  for (const step of path as (string | number)[]) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined;
  }
  return value;
}

/** What a column shows for one row. */
function cellOf<Row>(column: ConsoleColumn<Row>, row: Row, index: number): ReactNode {
  const value = fieldOf(row, column.dataIndex);
  if (column.render) {
    const rendered = column.render(value, row, index);
    if (rendered && typeof rendered === 'object' && 'children' in rendered) {
      return (rendered as { children: ReactNode }).children;
    }
    return rendered as ReactNode;
  }
  return value === undefined || value === null ? null : (value as ReactNode);
}

function keyOf<Row>(row: Row, rowKey: ConsoleTableProps<Row>['rowKey'], index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  if (rowKey !== undefined) return fieldOf(row, rowKey as string) as Key;
  return index;
}

/**
 * The first column (what a row is) stays at the left and the actions at the right while a table
 * narrower than its columns scrolls inside its frame.
 */
export function pinEnds<Row>(columns: readonly ConsoleColumn<Row>[]): ConsoleColumn<Row>[] {
  return columns.map((column, index) => {
    if (column.fixed !== undefined) return column;
    if (index === 0 && columns.length > 2) return { ...column, fixed: 'left' };
    if (column.key === ACTIONS_KEY) return { ...column, fixed: 'right' };
    return column;
  });
}

interface CardsProps<Row> {
  rows: readonly Row[];
  columns: readonly ConsoleColumn<Row>[];
  rowKey: ConsoleTableProps<Row>['rowKey'];
  label?: string;
}

/** A phone's list: a card per row, each column a line with its title. */
function Cards<Row>({ rows, columns, rowKey, label }: CardsProps<Row>) {
  const [first, ...rest] = columns;
  return (
    <ul className={styles.cards} aria-label={label}>
      {rows.map((row, index) => (
        <li key={keyOf(row, rowKey, index)} className={styles.card}>
          {first ? <div className={styles.head}>{cellOf(first, row, index)}</div> : null}
          <dl className={styles.fields}>
            {rest.map((column, at) => {
              const cell = cellOf(column, row, index);
              if (cell === null || cell === undefined || cell === '') return null;
              const actions = column.key === ACTIONS_KEY;
              return (
                <div
                  key={String(column.key ?? at)}
                  className={actions ? styles.actions : styles.field}
                >
                  <dt className={actions ? styles.hiddenTitle : styles.title}>
                    {column.title as ReactNode}
                  </dt>
                  <dd className={styles.value}>{cell}</dd>
                </div>
              );
            })}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The width of the tick-box and open-row columns, which stay at the left with the first. */
const TOOL_WIDTH = 40;

const px = (width: ColumnType<unknown>['width']) =>
  typeof width === 'number' ? width : Number.parseFloat(String(width ?? '')) || 0;

/** Where each pinned column sits while the rest scroll: its offset from its edge. */
function pinOffsets<Row>(columns: readonly ConsoleColumn<Row>[], tools: number) {
  const offsets = new Map<ConsoleColumn<Row>, CSSProperties>();
  let left = tools * TOOL_WIDTH;
  for (const column of columns) {
    if (column.fixed !== 'left' && column.fixed !== true) break;
    offsets.set(column, { left });
    left += px(column.width);
  }
  let right = 0;
  for (const column of [...columns].reverse()) {
    if (column.fixed !== 'right') break;
    offsets.set(column, { right });
    right += px(column.width);
  }
  return offsets;
}

/**
 * A table wider than its frame can be scrolled from the keyboard: the frame takes the focus
 * while its columns are wider than it. It also marks which of its ends have columns hidden past
 * them, where the pinned columns then cast a shadow over the ones scrolled under them. Checked
 * as the frame scrolls and as it or its table changes size (a ref callback: set up once).
 */
function followScroll(root: HTMLDivElement): () => void {
  const mark = () => {
    const hidden = root.scrollWidth - root.clientWidth;
    if (hidden > 1) root.tabIndex = 0;
    else root.removeAttribute('tabindex');
    root.toggleAttribute('data-more-before', root.scrollLeft > 0);
    root.toggleAttribute('data-more-after', root.scrollLeft < hidden - 1);
  };
  mark();
  root.addEventListener('scroll', mark, { passive: true });
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(mark);
  observer?.observe(root);
  if (root.firstElementChild) observer?.observe(root.firstElementChild);
  return () => {
    root.removeEventListener('scroll', mark);
    observer?.disconnect();
  };
}

/** The rows of the page shown, and the pager's settings: the caller's page, or one kept here. */
function usePage<Row>(rows: readonly Row[], pagination: ConsoleTableProps<Row>['pagination']) {
  const [own, setOwn] = useState(1);
  if (!pagination) return { shown: rows, pager: undefined };
  if (pagination.current !== undefined) {
    const pager = { ...pagination, current: pagination.current, total: pagination.total ?? 0 };
    return { shown: rows, pager };
  }
  const size = pagination.pageSize ?? 10;
  const last = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(own, last);
  return {
    shown: rows.slice((current - 1) * size, current * size),
    pager: {
      ...pagination,
      current,
      pageSize: size,
      total: rows.length,
      onChange: (page: number, pageSize: number) => {
        setOwn(page);
        pagination.onChange?.(page, pageSize);
      },
    },
  };
}

/**
 * Every console table: at a desktop width its columns fit the frame, narrower it scrolls inside
 * its frame with the first column and the actions pinned, and on a phone each row is a card.
 * Drawn here rather than by antd's table, which brought some 45 kB of script (its filters' tree,
 * virtual scrolling, sorting) to every list for what a plain table with sticky cells does.
 */
export function ConsoleTable<Row extends object>({
  columns = [],
  dataSource = [],
  rowKey,
  loading,
  pagination,
  locale,
  rowSelection,
  expandable,
  rowClassName,
  footer,
  scroll,
  size = 'middle',
  className,
  style,
  cardsLabel,
}: ConsoleTableProps<Row>) {
  const { t } = useTranslation(adminNamespace);
  const phone = !(Grid.useBreakpoint().sm ?? true);
  const [open, setOpen] = useState<ReadonlySet<Key>>(new Set());
  const { shown, pager } = usePage(dataSource, pagination);
  const spinning = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);
  const visible = columns.filter((column) => !column.hidden);
  const empty = locale?.emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const foot = footer ? <div className={styles.footer}>{footer()}</div> : null;
  const pages =
    pager && pager.total > 0 ? (
      <ConsolePager
        {...pager}
        compact={phone}
        className={phone ? styles.pagerPhone : styles.pager}
      />
    ) : null;

  if (phone) {
    return (
      <div className={className} style={style}>
        <Spin spinning={spinning}>
          {shown.length === 0 ? (
            empty
          ) : (
            <Cards<Row> rows={shown} columns={visible} rowKey={rowKey} label={cardsLabel} />
          )}
        </Spin>
        {foot}
        {pages}
      </div>
    );
  }

  const laid = scroll?.x === undefined ? visible : pinEnds(visible);
  const tools = (rowSelection ? 1 : 0) + (expandable ? 1 : 0);
  const offsets = pinOffsets(laid, tools);
  const fixedLayout = laid.some((column) => column.fixed || column.ellipsis);
  const keys = shown.map((row, index) => keyOf(row, rowKey, index));
  const selected = new Set(rowSelection?.selectedRowKeys ?? []);
  const allSelected = keys.length > 0 && keys.every((key) => selected.has(key));
  const someSelected = keys.some((key) => selected.has(key));
  /** Ticks or unticks rows, and tells the screen which are ticked now. */
  const tick = (checked: boolean, ...which: Key[]) => {
    const next = new Set(selected);
    for (const key of which) {
      if (checked) next.add(key);
      else next.delete(key);
    }
    rowSelection?.onChange?.([...next]);
  };
  const toggle = (key: Key) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const pinClass = (column: ConsoleColumn<Row>) =>
    column.fixed === 'right' ? styles.pinRight : column.fixed ? styles.pinLeft : undefined;
  const cellClass = (column: ConsoleColumn<Row>) =>
    [pinClass(column), column.ellipsis ? styles.ellipsis : undefined, column.className]
      .filter(Boolean)
      .join(' ') || undefined;
  const cellStyle = (column: ConsoleColumn<Row>): CSSProperties => ({
    textAlign: column.align,
    ...offsets.get(column),
  });
  const toolStyle = (at: number): CSSProperties => ({ left: at * TOOL_WIDTH });

  return (
    <div className={className} style={style}>
      <Spin spinning={spinning}>
        <div
          ref={followScroll}
          data-table-frame=""
          className={styles.frame}
          style={scroll?.y === undefined ? undefined : { maxHeight: scroll.y }}
        >
          <table
            className={`${styles.table} ${styles[size]}`}
            style={{ minWidth: scroll?.x, tableLayout: fixedLayout ? 'fixed' : 'auto' }}
            aria-label={cardsLabel}
          >
            <colgroup>
              {Array.from({ length: tools }, (_, at) => (
                <col key={`tool-${at}`} style={{ width: TOOL_WIDTH }} />
              ))}
              {laid.map((column, at) => (
                <col key={String(column.key ?? at)} style={{ width: column.width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {rowSelection ? (
                  <th scope="col" className={styles.pinLeft} style={toolStyle(0)}>
                    <Checkbox
                      aria-label={t('table.selectPage')}
                      checked={allSelected}
                      indeterminate={someSelected && !allSelected}
                      disabled={keys.length === 0}
                      onChange={(event) => tick(event.target.checked, ...keys)}
                    />
                  </th>
                ) : null}
                {expandable ? (
                  <th
                    scope="col"
                    className={styles.pinLeft}
                    style={toolStyle(rowSelection ? 1 : 0)}
                  >
                    <span className={styles.hiddenTitle}>{t('table.more')}</span>
                  </th>
                ) : null}
                {laid.map((column, at) => (
                  <th
                    key={String(column.key ?? at)}
                    scope="col"
                    className={cellClass(column)}
                    style={cellStyle(column)}
                  >
                    {column.title as ReactNode}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.length === 0 ? (
                <tr>
                  <td colSpan={laid.length + tools} className={styles.empty}>
                    {empty}
                  </td>
                </tr>
              ) : (
                shown.map((row, index) => {
                  const key = keys[index] ?? index;
                  const opened = open.has(key);
                  return [
                    <tr key={key} className={rowClassName?.(row, index) || undefined}>
                      {rowSelection ? (
                        <td className={styles.pinLeft} style={toolStyle(0)}>
                          <Checkbox
                            aria-label={t('table.selectRow')}
                            checked={selected.has(key)}
                            onChange={(event) => tick(event.target.checked, key)}
                          />
                        </td>
                      ) : null}
                      {expandable ? (
                        <td className={styles.pinLeft} style={toolStyle(rowSelection ? 1 : 0)}>
                          <button
                            type="button"
                            className={styles.opener}
                            aria-expanded={opened}
                            aria-label={t(opened ? 'table.collapse' : 'table.expand')}
                            onClick={() => toggle(key)}
                          >
                            {opened ? '−' : '+'}
                          </button>
                        </td>
                      ) : null}
                      {laid.map((column, at) => (
                        <td
                          key={String(column.key ?? at)}
                          className={cellClass(column)}
                          style={cellStyle(column)}
                        >
                          {column.ellipsis ? (
                            <span className={styles.clip}>{cellOf(column, row, index)}</span>
                          ) : (
                            cellOf(column, row, index)
                          )}
                        </td>
                      ))}
                    </tr>,
                    opened && expandable ? (
                      <tr key={`${String(key)}-more`} className={styles.more}>
                        <td colSpan={laid.length + tools}>
                          {expandable.expandedRowRender(row, index)}
                        </td>
                      </tr>
                    ) : null,
                  ];
                })
              )}
            </tbody>
          </table>
        </div>
      </Spin>
      {foot}
      {pages}
    </div>
  );
}
