import { Empty, Grid, Pagination, Spin, Table, type TableProps } from 'antd';
import type { ColumnType, TablePaginationConfig } from 'antd/es/table';
import { useEffect, useRef, type Key, type ReactNode } from 'react';
import styles from './console-table.module.css';

/** The key a list's actions column carries: it stays at the right while the table scrolls. */
export const ACTIONS_KEY = 'actions';

type Column<Row> = NonNullable<TableProps<Row>['columns']>[number];

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

/** What a column shows for one row, as the table would show it. */
function cellOf<Row>(column: ColumnType<Row>, row: Row, index: number): ReactNode {
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

function keyOf<Row>(row: Row, rowKey: TableProps<Row>['rowKey'], index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  if (typeof rowKey === 'string') return fieldOf(row, rowKey) as Key;
  return index;
}

/**
 * The first column (what a row is) stays at the left and the actions at the right while a table
 * narrower than its columns scrolls inside its frame.
 */
export function pinEnds<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  return columns.map((column, index) => {
    if (column.fixed !== undefined) return column;
    if (index === 0 && columns.length > 2) return { ...column, fixed: 'left' };
    if (column.key === ACTIONS_KEY) return { ...column, fixed: 'right' };
    return column;
  });
}

interface CardsProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: TableProps<Row>['rowKey'];
  loading: boolean;
  label?: string;
}

/** A phone's list: a card per row, each column a line with its title. */
function Cards<Row>({ rows, columns, rowKey, loading, label }: CardsProps<Row>) {
  const shown = columns.filter(
    (column): column is ColumnType<Row> => !('children' in column) && !column.hidden,
  );
  const [first, ...rest] = shown;
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
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
      )}
    </Spin>
  );
}

/**
 * A table that scrolls sideways can be scrolled from the keyboard: its frame takes the focus
 * while its columns are wider than it. antd's hidden measuring row holds no focus.
 */
function ScrollFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const mark = () => {
      for (const row of root.querySelectorAll<HTMLElement>('.ant-table-measure-row')) {
        row.inert = true;
      }
      for (const scroller of root.querySelectorAll<HTMLElement>(
        '.ant-table-content, .ant-table-body',
      )) {
        if (scroller.scrollWidth > scroller.clientWidth + 1) scroller.tabIndex = 0;
        else scroller.removeAttribute('tabindex');
      }
    };
    mark();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(mark);
    observer.observe(root);
    return () => observer.disconnect();
  });
  return <div ref={frame}>{children}</div>;
}

function Pager({ position: _position, ...pagination }: TablePaginationConfig) {
  return <Pagination {...pagination} simple className={styles.pager} />;
}

export type ConsoleTableProps<Row> = TableProps<Row> & {
  /** What the list is, for a reader of the cards on a phone. */
  cardsLabel?: string;
};

/**
 * Every console table: at a desktop width its columns fit the frame, narrower it scrolls inside
 * its frame with the first column and the actions pinned, and on a phone each row is a card.
 */
export function ConsoleTable<Row extends object>({
  columns = [],
  cardsLabel,
  ...table
}: ConsoleTableProps<Row>) {
  const phone = !(Grid.useBreakpoint().sm ?? true);
  if (phone) {
    const spinning =
      typeof table.loading === 'object' ? Boolean(table.loading.spinning) : Boolean(table.loading);
    return (
      <>
        <Cards<Row>
          rows={table.dataSource ?? []}
          columns={columns}
          rowKey={table.rowKey}
          loading={spinning}
          label={cardsLabel}
        />
        {table.pagination && (table.pagination.total ?? 0) > 0 ? (
          <Pager {...table.pagination} total={table.pagination.total ?? 0} />
        ) : null}
      </>
    );
  }
  return (
    <ScrollFrame>
      <Table<Row>
        size="middle"
        {...table}
        columns={table.scroll?.x === undefined ? columns : pinEnds(columns)}
      />
    </ScrollFrame>
  );
}
