import type { MallType, OrderStatus } from '@atelier/contract/codes';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '@/shared/lib/money';
import { ordersNamespace } from './locales/register';

const statusColors: Record<OrderStatus, string> = {
  unpaid: 'gold',
  undelivered: 'blue',
  unreceived: 'cyan',
  completed: 'green',
  canceled: 'default',
};

export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(ordersNamespace);
  return <Tag color={statusColors[status]}>{t(`statuses.${status}`)}</Tag>;
}

/** What an order costs in its own mall: cash in the art mall, points in the points mall. */
export function useAmount() {
  const { t } = useTranslation(ordersNamespace);
  return (order: { type: MallType; total_amount: string; total_score: number }) =>
    order.type === 'points'
      ? t('points', { count: order.total_score })
      : formatYuan(order.total_amount);
}
