import type { ActionOutput } from '@atelier/contract';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '@/shared/lib/format';
import { formatYuan } from '@/shared/lib/money';
import { DayChart } from './day-chart';
import { dashboardNamespace } from './register';
import { salesSeries } from './sales-series';

type Stats = ActionOutput<'dashboardStats'>;

/** Art sales (yuan, left) and points spent (right) per day, zero on days nothing sold. */
export function SalesChart({ data }: { data: Stats }) {
  const { t } = useTranslation(dashboardNamespace);
  const rows = salesSeries(data);
  return (
    <DayChart
      kind="area"
      label={t('charts.sales')}
      days={rows.map((row) => row.day)}
      series={[
        {
          name: t('charts.artAmount'),
          colour: '#8c5cf5',
          values: rows.map((row) => row.art),
          format: (value) => formatYuan(value.toFixed(2)),
        },
        {
          name: t('charts.pointsScore'),
          colour: '#d48806',
          axis: 'right',
          values: rows.map((row) => row.points),
          format: formatThousands,
        },
      ]}
    />
  );
}

/** New customers per day. */
export function CustomersChart({ data }: { data: Stats }) {
  const { t } = useTranslation(dashboardNamespace);
  return (
    <DayChart
      kind="bar"
      label={t('charts.customers')}
      days={data.days.map((day) => day.day.slice(5))}
      series={[
        {
          name: t('kpi.customers'),
          colour: '#13a8a8',
          values: data.days.map((day) => day.new_customers),
          format: formatThousands,
        },
      ]}
    />
  );
}
