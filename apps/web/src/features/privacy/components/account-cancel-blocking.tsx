import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import type { CancelInfo } from '../api/account-cancel-info';
import { accountCancelNamespace } from '../locales/account-cancel-register';
import styles from './account-cancel.module.css';

/** The orders that stop the account from being cancelled, each linked to its page. */
export function AccountCancelBlocking({ orders }: { orders: CancelInfo['blocking_orders'] }) {
  const { t } = useTranslation(accountCancelNamespace);
  return (
    <Alert
      type="error"
      showIcon
      className={styles.blocked}
      title={t('blocked.title')}
      description={
        <>
          <p className={styles.blockedText}>{t('blocked.text')}</p>
          <ul className={styles.orders}>
            {orders.map((order) => (
              <li key={order.id}>
                <Link to={paths.orderDetail.href(order.id)}>
                  {t('blocked.order', { no: order.order_no })}
                </Link>
                <span className={styles.orderStatus}>
                  {t(`blocked.status.${order.status}`, { defaultValue: order.status })}
                </span>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
