import { ORDER_STATUSES, type OrderStatus } from '@atelier/contract/codes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatThousands } from '@/shared/lib/format';
import { paths } from '@/shared/config/paths';
import { isAvailable } from '../lib/personal-menu';
import { accountNamespace } from '../locales/register';
import panel from '@/shared/ui/panel.module.css';
import styles from './order-summary.module.css';

/** Order counts by status, each a way into the order list once that list exists. */
export function OrderSummary({ counts }: { counts: Record<OrderStatus, number> }) {
  const { t } = useTranslation(accountNamespace);
  const linked = isAvailable('myOrder');
  return (
    <section className={panel.panel} aria-labelledby="orders-title">
      <div className={panel.head}>
        <h2 id="orders-title" className={panel.title}>
          {t('center.ordersTitle')}
        </h2>
        {!linked && <p className={panel.note}>{t('center.ordersSoon')}</p>}
      </div>
      <ul className={styles.list}>
        {ORDER_STATUSES.map((status) => {
          const content = (
            <>
              <span className={styles.count}>{formatThousands(counts[status])}</span>
              <span className={styles.label}>{t(`orders.${status}`)}</span>
            </>
          );
          return (
            <li key={status} className={styles.item}>
              {linked ? (
                <Link
                  className={`${styles.status} ${styles.link}`}
                  to={paths.myOrder.href({ status })}
                >
                  {content}
                </Link>
              ) : (
                <span className={styles.status}>{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
