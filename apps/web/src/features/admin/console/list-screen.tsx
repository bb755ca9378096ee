import type { CSSProperties, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ConsoleTable, type ConsoleTableProps } from './console-table';
import type { ListPage } from './list-query';
import { ConsoleCard } from './console-card';

/** A list from `useListQuery`: its page, its page of rows, its page size. */
export interface ListScreenList<Row> {
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  query: UseQueryResult<ListPage<Row>>;
}

export interface ListScreenProps<Row> extends Omit<
  ConsoleTableProps<Row>,
  'dataSource' | 'loading' | 'pagination' | 'cardsLabel' | 'className' | 'style'
> {
  list: ListScreenList<Row>;
  /** A filter bar in its own card above the table's. */
  filters?: ReactNode;
  /** What sits in the table's card above the table: a search box, a note, a total. */
  toolbar?: ReactNode;
  /** Shown instead of the table when the list could not be read. */
  failed?: ReactNode;
  /** The total under the table, such as "12 customers". */
  showTotal?: (total: number) => ReactNode;
  /** No paging bar while everything fits one page. */
  hideOnSinglePage?: boolean;
  /** No paging bar at all: the list comes whole in one page. */
  unpaged?: boolean;
  /** The table's card: its title and what sits at the right of its title. */
  title?: ReactNode;
  extra?: ReactNode;
  /** No card around the table, for a list that is a panel inside another card. */
  bare?: boolean;
  /** The table's card. */
  className?: string;
  style?: CSSProperties;
}

/**
 * A console list screen's body: the filter bar, then the table with its paging. The filters and
 * the page live in the address (see `useListQuery`), so back, forward and a shared link show the
 * same page. The table fits the frame, scrolls inside it when narrower, and is cards on a phone
 * (see `ConsoleTable`).
 */
export function ListScreen<Row extends object>({
  list,
  filters,
  toolbar,
  failed,
  showTotal,
  hideOnSinglePage,
  unpaged,
  title,
  extra,
  bare,
  className,
  style,
  ...table
}: ListScreenProps<Row>) {
  const { query } = list;
  const body = (
    <>
      {toolbar}
      {failed !== undefined && query.isError ? (
        failed
      ) : (
        <ConsoleTable<Row>
          cardsLabel={typeof title === 'string' ? title : undefined}
          {...table}
          loading={query.isFetching}
          dataSource={query.data?.list ?? []}
          pagination={
            unpaged
              ? false
              : {
                  current: list.page,
                  pageSize: list.pageSize,
                  total: query.data?.total ?? 0,
                  showSizeChanger: false,
                  hideOnSinglePage,
                  showTotal,
                  onChange: list.setPage,
                }
          }
        />
      )}
    </>
  );
  return (
    <>
      {filters === undefined ? null : <ConsoleCard>{filters}</ConsoleCard>}
      {bare ? (
        body
      ) : (
        <ConsoleCard title={title} extra={extra} className={className} style={style}>
          {body}
        </ConsoleCard>
      )}
    </>
  );
}
