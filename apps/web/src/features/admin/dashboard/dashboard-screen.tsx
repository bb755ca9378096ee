import type { ActionInput, ActionOutput } from '@atelier/contract';
import { can } from '@atelier/contract/permissions';
import {
  Alert,
  Card,
  Col,
  DatePicker,
  Empty,
  Row,
  Segmented,
  Statistic,
  Tabs,
  Tag,
  Tooltip as Hint,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatThousands } from '@/shared/lib/format';
import { formatYuan } from '@/shared/lib/money';
import { useSession } from '@/shared/session/session-store';
import { useConsoleQuery } from '../console/console-api';
import { consolePaths } from '../console/console-paths';
import { ConsoleTable } from '../console/console-table';
import { ScreenHeader } from '../console/screen-header';
import styles from './dashboard.module.css';
import { dashboardNamespace } from './register';

// The charts library is large: it loads after the figures are on screen, in a box of the
// charts' height so nothing moves when it arrives.
const SalesChart = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.SalesChart })),
);
const CustomersChart = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.CustomersChart })),
);

type Input = ActionInput<'dashboardStats'>;
type Stats = ActionOutput<'dashboardStats'>;
type TopProduct = Stats['top_by_units'][number];
type Quick = NonNullable<Input['range']>;

const QUICK: Quick[] = ['7d', '30d', '90d'];
const STATUS_COLOURS = ['gold', 'blue', 'cyan', 'green', 'red'];

/** Sales, orders, customers and points over a quick range or picked days, shop time. */
export default function DashboardScreen() {
  const { t } = useTranslation(dashboardNamespace);
  const [input, setInput] = useState<Input>({ range: '7d' });
  const stats = useConsoleQuery('dashboardStats', input);
  const data = stats.data;

  const header = (
    <>
      <Segmented<Quick | ''>
        aria-label={t('rangeLabel')}
        // Picked days select none of the quick ranges.
        value={input.range ?? ''}
        options={QUICK.map((value) => ({ value, label: t(`ranges.${value}`) }))}
        onChange={(value) => {
          if (value) setInput({ range: value });
        }}
      />
      <DatePicker.RangePicker
        aria-label={t('pick')}
        className={styles.picker}
        value={input.from && input.to ? [dayjs(input.from), dayjs(input.to)] : null}
        disabledDate={(day: Dayjs) => day.isAfter(dayjs(), 'day')}
        onChange={(days) => {
          const [from, to] = days ?? [];
          if (from && to) {
            setInput({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
          } else {
            setInput({ range: '7d' });
          }
        }}
      />
    </>
  );

  return (
    <>
      <ScreenHeader title={t('title')} actions={header} />
      {data ? (
        <p className={styles.period}>
          {t('period', { from: data.from, to: data.to, zone: data.time_zone })}
        </p>
      ) : null}
      <MismatchAlert count={data?.payment_mismatches ?? 0} />
      <Row gutter={[16, 16]}>
        <Kpi
          loading={!data}
          title={t('kpi.artSales')}
          value={data ? formatYuan(data.totals.art_amount) : ''}
          note={t('kpi.artOrders', { count: data?.totals.art_orders ?? 0 })}
        />
        <Kpi
          loading={!data}
          title={t('kpi.average')}
          value={data ? formatYuan(data.totals.average_order_value) : ''}
          note={t('kpi.averageHint')}
        />
        <Kpi
          loading={!data}
          title={t('kpi.pointsSales')}
          value={t('points', { value: (data?.totals.points_score ?? 0).toLocaleString() })}
          note={t('kpi.pointsOrders', { count: data?.totals.points_orders ?? 0 })}
        />
        <Kpi
          loading={!data}
          title={t('kpi.customers')}
          value={(data?.totals.new_customers ?? 0).toLocaleString()}
        />
        <Kpi
          loading={!data}
          title={t('kpi.pointsIssued')}
          value={(data?.points.issued ?? 0).toLocaleString()}
        />
        <Kpi
          loading={!data}
          title={t('kpi.pointsRedeemed')}
          value={(data?.points.redeemed ?? 0).toLocaleString()}
        />
        <Kpi
          loading={!data}
          title={t('kpi.pointsOutstanding')}
          value={(data?.points.outstanding ?? 0).toLocaleString()}
        />
      </Row>

      <Row gutter={[16, 16]} className={styles.row}>
        <Col xs={24} xl={16}>
          <Card title={t('charts.sales')} loading={!data}>
            {data ? (
              <Suspense fallback={<div className={styles.chart} />}>
                <SalesChart data={data} />
              </Suspense>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('charts.statuses')} loading={!data}>
            {data ? <StatusChart data={data} /> : null}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('charts.customers')} loading={!data}>
            {data ? (
              <Suspense fallback={<div className={styles.chart} />}>
                <CustomersChart data={data} />
              </Suspense>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card title={t('top.title')} loading={!data}>
            {data ? <TopProducts data={data} /> : null}
          </Card>
        </Col>
      </Row>
      <p className={styles.note}>{t('counted')}</p>
    </>
  );
}

/** Bill lines that disagree with the payments and no one has looked into, for those who may. */
function MismatchAlert({ count }: { count: number }) {
  const { t } = useTranslation(dashboardNamespace);
  const role = useSession((state) => state.user?.role);
  if (count === 0 || !role || !can(role, 'payments')) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className={styles.alert}
      title={t('mismatches.title', { count })}
      action={
        <Link to={consolePaths.reconciliation({ unresolved: true })}>{t('mismatches.open')}</Link>
      }
    />
  );
}

function Kpi({
  title,
  value,
  note,
  loading,
}: {
  title: string;
  value: string;
  note?: string;
  loading: boolean;
}) {
  return (
    <Col xs={12} md={8} xl={6}>
      <Card size="small" loading={loading} className={styles.kpi}>
        <Statistic title={title} value={value} />
        {note ? <div className={styles.kpiNote}>{note}</div> : null}
      </Card>
    </Col>
  );
}

function StatusChart({ data }: { data: Stats }) {
  const { t } = useTranslation(dashboardNamespace);
  return (
    <ul className={styles.statuses}>
      {data.statuses.map(({ status, count }, i) => (
        <li key={status}>
          <Tag color={STATUS_COLOURS[i]}>{t(`status.${status}`)}</Tag>
          <span className={styles.statusCount}>{count.toLocaleString()}</span>
        </li>
      ))}
    </ul>
  );
}

function TopProducts({ data }: { data: Stats }) {
  const { t } = useTranslation(dashboardNamespace);
  const table = (rows: TopProduct[]) => (
    <ConsoleTable<TopProduct>
      rowKey="product_id"
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 420 }}
      locale={{ emptyText: <Empty description={t('top.empty')} /> }}
      columns={[
        { title: t('top.rank'), width: 56, render: (_, __, i) => i + 1 },
        {
          title: t('top.name'),
          dataIndex: 'name',
          ellipsis: { showTitle: false },
          render: (name: string) => (
            <Hint title={name} placement="topLeft">
              <span className={styles.name}>{name}</span>
            </Hint>
          ),
        },
        {
          title: t('top.mall'),
          dataIndex: 'type',
          width: 80,
          render: (type: TopProduct['type']) => (
            <Tag color={type === 'art' ? 'purple' : 'gold'}>{t(`malls.${type}`)}</Tag>
          ),
        },
        { title: t('top.units'), dataIndex: 'units', width: 72, align: 'right' },
        {
          title: t('top.revenue'),
          width: 120,
          align: 'right',
          render: (_, row) =>
            row.type === 'art'
              ? formatYuan(row.amount)
              : t('points', { value: formatThousands(row.score) }),
        },
      ]}
    />
  );
  return (
    <Tabs
      size="small"
      items={[
        { key: 'units', label: t('top.byUnits'), children: table(data.top_by_units) },
        { key: 'revenue', label: t('top.byRevenue'), children: table(data.top_by_revenue) },
      ]}
    />
  );
}
