import type { ActionOutput } from '@atelier/contract';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatThousands } from '@/shared/lib/format';
import { formatYuan } from '@/shared/lib/money';
import styles from './dashboard.module.css';
import { dashboardNamespace } from './register';
import { salesSeries } from './sales-series';

type Stats = ActionOutput<'dashboardStats'>;

const ART = '#8c5cf5';
const POINTS = '#f5a524';

/** Art sales and points spent per day, a point for every day, zero when nothing sold. */
export function SalesChart({ data }: { data: Stats }) {
  const { t } = useTranslation(dashboardNamespace);
  const rows = salesSeries(data);
  return (
    <div className={styles.chart}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis
            yAxisId="art"
            tick={{ fontSize: 12 }}
            width={64}
            tickFormatter={(value: number) => formatThousands(value)}
          />
          <YAxis
            yAxisId="points"
            orientation="right"
            tick={{ fontSize: 12 }}
            width={56}
            tickFormatter={(value: number) => formatThousands(value)}
          />
          <Tooltip
            formatter={(value, _name, item) =>
              item.dataKey === 'art'
                ? formatYuan(Number(value).toFixed(2))
                : formatThousands(Number(value))
            }
          />
          <Legend />
          <Area
            yAxisId="art"
            type="linear"
            dot={{ r: 2 }}
            dataKey="art"
            name={t('charts.artAmount')}
            stroke={ART}
            fill={ART}
            fillOpacity={0.2}
          />
          <Area
            yAxisId="points"
            type="linear"
            dot={{ r: 2 }}
            dataKey="points"
            name={t('charts.pointsScore')}
            stroke={POINTS}
            fill={POINTS}
            fillOpacity={0.15}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

/** New customers per day. */
export function CustomersChart({ data }: { data: Stats }) {
  const { t } = useTranslation(dashboardNamespace);
  const rows = data.days.map((day) => ({ day: day.day.slice(5), n: day.new_customers }));
  return (
    <div className={styles.chart}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <Tooltip />
          <Bar dataKey="n" name={t('kpi.customers')} fill="#36cfc9" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
