import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCountdown } from '@/shared/lib/countdown';
import { formatDate } from '@/shared/lib/format';
import { useCountdown } from '@/shared/lib/use-countdown';
import { paths } from '@/shared/config/paths';
import type { OrderSummary } from '@/shared/api/get-orders';
import { formatYuan } from '@/shared/lib/money';
import { usePointsText } from '@/shared/points/use-points-text';
import { orderNamespace } from '../locales/register';
import { OrderActions } from './order-actions';
import styles from './order-card.module.css';
import { OrderStatusLabel } from './order-status';

/** One order in the list: number, mall, status, lines, total and what can be done with it. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation(orderNamespace);
  const pointsText = usePointsText();
  const points = order.type === 'points';
  const detail = paths.orderDetail.href(order.id);
  const price = (line: OrderSummary['lines'][number]) =>
    points ? pointsText(line.score_price) : formatYuan(line.price);

  return (
    <article className={styles.card} aria-label={t('card.label', { no: order.order_no })}>
      <header className={styles.head}>
        <div className={styles.meta}>
          <span className={styles.type}>{t(`type.${order.type}`)}</span>
          <span className={styles.no}>
            {t('card.orderNo')} <Link to={detail}>{order.order_no}</Link>
          </span>
          <span className={styles.date}>{formatDate(order.created_at, 'YYYY-MM-DD HH:mm')}</span>
        </div>
        <OrderStatusLabel status={order.status} />
      </header>

      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.product_id} className={styles.line}>
            <img className={styles.image} src={line.image} alt="" loading="lazy" decoding="async" />
            <div className={styles.lineText}>
              <Link className={styles.name} to={paths.productDetail.href(line.product_id)}>
                {line.name}
              </Link>
              <p className={styles.unit}>
                {price(line)} <span className={styles.times}>× {line.quantity}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>

      <footer className={styles.foot}>
        <div className={styles.total}>
          <span className={styles.count}>{t('card.units', { count: order.quantity })}</span>
          <span>
            {t(points ? 'card.totalPoints' : 'card.total')}{' '}
            <strong className={styles.amount}>
              {points ? pointsText(order.total_score) : formatYuan(order.total_amount)}
            </strong>
          </span>
          {order.status === 'unpaid' ? <PayWithin deadline={order.pay_deadline} /> : null}
        </div>
        <div className={styles.buttons}>
          <Link to={detail} className={styles.detail}>
            {t('card.detail')}
          </Link>
          <OrderActions order={order} />
        </div>
      </footer>
    </article>
  );
}

function PayWithin({ deadline }: { deadline: string }) {
  const { t } = useTranslation(orderNamespace);
  const at = Date.parse(deadline);
  const left = useCountdown(Number.isFinite(at) ? at : null);
  if (left === null) return null;
  return (
    <span className={styles.within}>
      {left > 0 ? t('card.payWithin', { time: formatCountdown(left) }) : t('card.payExpired')}
    </span>
  );
}
