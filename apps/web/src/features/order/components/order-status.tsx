import type { OrderStatus } from '@atelier/contract/codes';
import { useTranslation } from 'react-i18next';
import { orderNamespace } from '../locales/register';
import styles from './order-status.module.css';

/** An order's status as a small label, its mark coloured by what it asks of the buyer. */
export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(orderNamespace);
  return <span className={`${styles.status} ${styles[status]}`}>{t(`status.${status}`)}</span>;
}
