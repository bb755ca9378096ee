import type { ActionInput, ActionOutput } from '@atelier/contract';
import { can } from '@atelier/contract/permissions';
import { Alert, Col, Empty, Input, Row, Segmented, Statistic, Tag, Tooltip as Hint } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatThousands } from '@/shared/lib/format';
import { formatYuan } from '@/shared/lib/money';
import { useSession } from '@/shared/session/session-store';
import { useConsoleQuery } from '../console/console-api';
import { consolePaths } from '../console/console-paths';
import { ScreenHeader } from '../console/screen-header';
import { CustomersChart, SalesChart } from './dashboard-charts';
import styles from './dashboard.module.css';
import { dashboardNamespace } from './register';
import { ConsoleCard } from '../console/console-card';

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
  const [quickPicks, setQuickPicks] = useState(0);
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
          if (!value) return;
          setInput({ range: value });
          setQuickPicks((n) => n + 1);
        }}
      />
      <DayRange
        // A quick range empties the fields.
        key={quickPicks}
        from={input.from}
        to={input.to}
        onPick={(from, to) => setInput({ from, to })}
        onClear={() => setInput({ range: '7d' })}
      />
    </>
  );

  return (
    <>
      <ScreenHeader title={t('title')} actions={header} />
      {/* The line is there before the figures, so nothing below it moves when they come. */}
      <p className={styles.period}>
        {data ? t('period', { from: data.from, to: data.to, zone: data.time_zone }) : '\u00a0'}
      </p>
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
          <ConsoleCard title={t('charts.sales')}>
            {data ? <SalesChart data={data} /> : <div className={styles.chartSpace} />}
          </ConsoleCard>
        </Col>
        <Col xs={24} xl={8}>
          <ConsoleCard title={t('charts.statuses')} loading={!data}>
            {data ? <StatusChart data={data} /> : null}
          </ConsoleCard>
        </Col>
        <Col xs={24} xl={10}>
          <ConsoleCard title={t('charts.customers')}>
            {data ? <CustomersChart data={data} /> : <div className={styles.chartSpace} />}
          </ConsoleCard>
        </Col>
        <Col xs={24} xl={14}>
          <ConsoleCard title={t('top.title')} loading={!data}>
            {data ? <TopProducts data={data} /> : null}
          </ConsoleCard>
        </Col>
      </Row>
      <p className={styles.note}>{t('counted')}</p>
    </>
  );
}

/**
 * Two days picked in the browser's own date fields (the console's date picker is a large
 * download for the dashboard's first visit); asks once both are there and in order.
 */
function DayRange({
  from,
  to,
  onPick,
  onClear,
}: {
  from: string | undefined;
  to: string | undefined;
  onPick: (from: string, to: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation(dashboardNamespace);
  const [shown, setShown] = useState({ from: from ?? '', to: to ?? '' });
  const today = dayjs().format('YYYY-MM-DD');
  const change = (next: { from: string; to: string }) => {
    setShown(next);
    if (next.from && next.to && next.from <= next.to && next.to <= today) {
      onPick(next.from, next.to);
    } else if (!next.from && !next.to && from) {
      onClear();
    }
  };
  return (
    <span className={styles.days} role="group" aria-label={t('pick')}>
      <Input
        type="date"
        aria-label={t('from')}
        value={shown.from}
        max={shown.to || today}
        onChange={(event) => change({ ...shown, from: event.target.value })}
      />
      <span aria-hidden>–</span>
      <Input
        type="date"
        aria-label={t('to')}
        value={shown.to}
        min={shown.from || undefined}
        max={today}
        onChange={(event) => change({ ...shown, to: event.target.value })}
      />
    </span>
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
      {/* A dash until the figures come, in the figure's place: the cards keep their size. */}
      <ConsoleCard size="small" className={styles.kpi} aria-busy={loading}>
        <Statistic title={title} value={loading ? '—' : value} />
        {note ? <div className={styles.kpiNote}>{note}</div> : null}
      </ConsoleCard>
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

/**
 * The ten best sellers by units or by revenue: a plain table (ten rows, nothing to sort or page),
 * each name cut to its cell and whole on hover.
 */
function TopProducts({ data }: { data: Stats }) {
  const { t } = useTranslation(dashboardNamespace);
  const [by, setBy] = useState<'units' | 'revenue'>('units');
  const rows = by === 'units' ? data.top_by_units : data.top_by_revenue;
  return (
    <>
      <Segmented<'units' | 'revenue'>
        size="small"
        aria-label={t('top.title')}
        value={by}
        options={[
          { value: 'units', label: t('top.byUnits') },
          { value: 'revenue', label: t('top.byRevenue') },
        ]}
        onChange={setBy}
      />
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('top.empty')} />
      ) : (
        <table className={styles.top}>
          <thead>
            <tr>
              <th scope="col" className={styles.rank}>
                {t('top.rank')}
              </th>
              <th scope="col">{t('top.name')}</th>
              <th scope="col" className={styles.mall}>
                {t('top.mall')}
              </th>
              <th scope="col" className={styles.figure}>
                {t('top.units')}
              </th>
              <th scope="col" className={styles.revenue}>
                {t('top.revenue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row: TopProduct, i) => (
              <tr key={row.product_id}>
                <td className={styles.rank}>{i + 1}</td>
                <td>
                  <Hint title={row.name} placement="topLeft">
                    <span className={styles.name}>{row.name}</span>
                  </Hint>
                </td>
                <td className={styles.mall}>
                  <Tag color={row.type === 'art' ? 'purple' : 'gold'}>{t(`malls.${row.type}`)}</Tag>
                </td>
                <td className={styles.figure}>{formatThousands(row.units)}</td>
                <td className={styles.revenue}>
                  {row.type === 'art'
                    ? formatYuan(row.amount)
                    : t('points', { value: formatThousands(row.score) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
