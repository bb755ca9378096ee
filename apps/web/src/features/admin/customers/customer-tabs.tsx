import type { ActionOutput } from '@atelier/contract';
import { Avatar, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYuan } from '@/shared/lib/money';
import { consolePaths } from '../console/console-paths';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { RecordHistory } from '../console/record-history';
import { customersNamespace } from './locales/register';
import styles from './customers.module.css';
import { OrderNumber } from '../console/order-number';
import { ConsoleTable } from '../console/console-table';
import { ConsoleTabs } from '../console/console-tabs';

type Info = ActionOutput<'customerInfo'>;
type LedgerRow = ActionOutput<'customerPoints'>['list'][number];

const LEDGER_PAGE = 10;
/** The ledger's page sits in the address beside the customer's id. */
const noFilters = () => ({});

function Ledger({ id }: { id: number }) {
  const { t } = useTranslation(customersNamespace);
  const ledger = useListQuery('customerPoints', noFilters, {
    input: () => ({ id }),
    pageSize: LEDGER_PAGE,
    prefix: 'ledger_',
  });
  return (
    <ListScreen<LedgerRow>
      list={ledger}
      bare
      rowKey="id"
      size="small"
      scroll={{ x: 720 }}
      locale={{ emptyText: <Empty description={t('empty')} /> }}
      columns={[
        {
          title: t('ledger.time'),
          dataIndex: 'created_at',
          width: 150,
          render: (value: string) => formatTime(value),
        },
        {
          title: t('ledger.delta'),
          dataIndex: 'delta',
          width: 90,
          align: 'right',
          render: (delta: number) => (
            <span className={delta < 0 ? styles.refusal : undefined}>
              {delta > 0 ? `+${delta}` : delta}
            </span>
          ),
        },
        { title: t('ledger.balance'), dataIndex: 'balance_after', width: 90, align: 'right' },
        {
          title: t('ledger.reason'),
          dataIndex: 'reason',
          width: 130,
          render: (reason: string) => t(`ledger.reasons.${reason}`, { defaultValue: reason }),
        },
        { title: t('ledger.ref'), dataIndex: 'ref', width: 160 },
        { title: t('ledger.note'), dataIndex: 'note' },
      ]}
    />
  );
}

/** A customer's orders, points ledger, favourites, follows and audit history. */
export function CustomerTabs({ info }: { info: Info }) {
  const { t } = useTranslation(customersNamespace);
  const empty = { emptyText: <Empty description={t('empty')} /> };
  return (
    <ConsoleTabs
      className={styles.tabs}
      items={[
        {
          key: 'orders',
          label: t('tabs.orders', { count: info.profile.order_count }),
          children: (
            <ConsoleTable
              rowKey="id"
              size="small"
              dataSource={info.orders}
              pagination={false}
              scroll={{ x: 620 }}
              locale={empty}
              footer={
                info.profile.order_count > info.orders.length
                  ? () => t('orders.latest', { count: info.orders.length })
                  : undefined
              }
              columns={[
                {
                  title: t('orders.no'),
                  dataIndex: 'order_no',
                  render: (value: string, row) => (
                    <Link to={consolePaths.order(row.id)}>
                      <OrderNumber>{value}</OrderNumber>
                    </Link>
                  ),
                },
                {
                  title: t('orders.status'),
                  dataIndex: 'status',
                  width: 100,
                  render: (value: string) => <Tag>{t(`orders.statuses.${value}`)}</Tag>,
                },
                {
                  title: t('orders.total'),
                  width: 120,
                  align: 'right',
                  render: (_, row) =>
                    row.type === 'points'
                      ? t('orders.points', { count: row.total_score })
                      : formatYuan(row.total_amount),
                },
                {
                  title: t('orders.placed'),
                  dataIndex: 'created_at',
                  width: 150,
                  render: (value: string) => formatTime(value),
                },
              ]}
            />
          ),
        },
        { key: 'ledger', label: t('tabs.ledger'), children: <Ledger id={info.profile.id} /> },
        {
          key: 'favourites',
          label: t('tabs.favourites', { count: info.favourites.total }),
          children: (
            <ConsoleTable
              rowKey="id"
              size="small"
              dataSource={info.favourites.list}
              pagination={false}
              locale={empty}
              columns={[
                {
                  title: t('favourites.product'),
                  render: (_, row) => (
                    <span className={styles.who}>
                      <Avatar shape="square" src={row.product.image || undefined} />
                      {row.product.name}
                    </span>
                  ),
                },
                {
                  title: t('favourites.saved'),
                  dataIndex: 'created_at',
                  width: 150,
                  render: (value: string) => formatTime(value),
                },
              ]}
            />
          ),
        },
        {
          key: 'follows',
          label: t('tabs.follows', { count: info.follows.total }),
          children: (
            <ConsoleTable
              rowKey="id"
              size="small"
              dataSource={info.follows.list}
              pagination={false}
              locale={empty}
              columns={[
                {
                  title: t('follows.artist'),
                  render: (_, row) => (
                    <span className={styles.who}>
                      <Avatar src={row.avatar || undefined}>{Array.from(row.name)[0]}</Avatar>
                      {row.name}
                    </span>
                  ),
                },
                {
                  title: t('follows.followed'),
                  dataIndex: 'followed_at',
                  width: 150,
                  render: (value: string) => formatTime(value),
                },
              ]}
            />
          ),
        },
        {
          key: 'history',
          label: t('tabs.history'),
          children: <RecordHistory rows={info.history} />,
        },
      ]}
    />
  );
}
