import '../locales/register';
import { Pagination, Select, Tabs } from 'antd';
import {
  ORDER_RANGES,
  ORDER_STATUSES,
  type OrderRange,
  type OrderStatus,
} from '@atelier/contract/codes';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TestPaymentNotice } from '@/shared/payment/test-payment-notice';
import personal from '@/shared/ui/personal-page.module.css';
import { StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import { ORDERS_PAGE_SIZE, useOrders } from '@/shared/api/get-orders';
import { OrderCard } from '../components/order-card';
import { OrdersError, OrdersSkeleton } from '../components/orders-states';
import { readPage } from '@/shared/lib/query-params';
import { filterSearch, readRange, readStatus } from '../lib/order-filters';
import { orderNamespace } from '../locales/register';
import styles from './my-order.module.css';

const ALL = 'all';

/** /myOrder: the buyer's orders by status tab and time range, paged. */
export function MyOrderRoute() {
  return <MyOrderPage />;
}

function MyOrderPage() {
  const { t } = useTranslation(orderNamespace);
  const [search, setSearch] = useSearchParams();
  const status = readStatus(search.get('status'));
  const range = readRange(search.get('range'));
  const page = readPage(search);
  const query = useMemo(() => ({ status, range, page }), [status, range, page]);
  const orders = useOrders(query);

  const change = (patch: Parameters<typeof filterSearch>[1], replace = false) =>
    setSearch(filterSearch(search, patch), { replace });

  // An order acted on can leave a later page empty: show the last page that has orders.
  const data = orders.data;
  const emptyLaterPage =
    data !== undefined && !orders.isPlaceholderData && data.list.length === 0 && page > 1;
  useEffect(() => {
    if (emptyLaterPage) {
      setSearch(
        filterSearch(search, {
          page: Math.max(1, Math.ceil((data?.total ?? 0) / ORDERS_PAGE_SIZE)),
        }),
        { replace: true },
      );
    }
  }, [emptyLaterPage, data?.total, search, setSearch]);

  let body;
  if (orders.isPending || emptyLaterPage) body = <OrdersSkeleton />;
  else if (orders.isError) body = <OrdersError onRetry={() => void orders.refetch()} />;
  else if (orders.data.list.length === 0) {
    body = <EmptyOrders status={status} range={range} onAllTime={() => change({ range: null })} />;
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={t('list.label')}>
          {orders.data.list.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
        {orders.data.total > ORDERS_PAGE_SIZE ? (
          <nav className={styles.pager} aria-label={t('list.pagination')}>
            <Pagination
              current={page}
              total={orders.data.total}
              pageSize={ORDERS_PAGE_SIZE}
              showSizeChanger={false}
              showLessItems
              responsive
              onChange={(next) => change({ page: next })}
            />
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section className={personal.page} aria-labelledby="orders-title">
      <header className={`${personal.header} ${styles.header}`}>
        <div>
          <h1 id="orders-title" className={personal.title}>
            {t('list.title')}
          </h1>
          {data && !orders.isPlaceholderData && data.total > 0 ? (
            <p className={personal.count}>{t('list.count', { count: data.total })}</p>
          ) : null}
        </div>
        <label className={styles.range}>
          <span className={styles.rangeLabel}>{t('list.range')}</span>
          <Select<OrderRange | typeof ALL>
            value={range ?? ALL}
            onChange={(value) => change({ range: value === ALL ? null : value })}
            options={[ALL, ...ORDER_RANGES].map((value) => ({
              value,
              label: t(`range.${value}`),
            }))}
            popupMatchSelectWidth={false}
            aria-label={t('list.range')}
            className={styles.select}
          />
        </label>
      </header>
      <TestPaymentNotice className={styles.testNotice} />
      <Tabs
        className={styles.tabs}
        activeKey={status ?? ALL}
        onChange={(key) => change({ status: readStatus(key) })}
        items={[ALL, ...ORDER_STATUSES].map((key) => ({ key, label: t(`tab.${key}`) }))}
      />
      <div className={orders.isPlaceholderData ? styles.stale : undefined}>{body}</div>
    </section>
  );
}

function EmptyOrders({
  status,
  range,
  onAllTime,
}: {
  status: OrderStatus | null;
  range: OrderRange | null;
  onAllTime: () => void;
}) {
  const { t } = useTranslation(orderNamespace);
  const key = status ?? ALL;
  return (
    <StatePanel
      title={t(`empty.${key}.title`)}
      text={range ? t('empty.rangeText', { range: t(`range.${range}`) }) : t(`empty.${key}.text`)}
      actions={
        range ? (
          <button type="button" className={stateClasses.primary} onClick={onAllTime}>
            {t('empty.allTime')}
          </button>
        ) : (
          <>
            <Link className={stateClasses.primary} to={paths.globalShop.href()}>
              {t('empty.toArt')}
            </Link>
            <Link className={stateClasses.secondary} to={paths.pointsMall.href()}>
              {t('empty.toPoints')}
            </Link>
          </>
        )
      }
    />
  );
}
