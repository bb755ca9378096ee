import '../locales/register';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@/shared/lib/format';
import { TestPaymentNotice } from '@/shared/payment/test-payment-notice';
import { stateClasses } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import { useOrder, type Order } from '@/shared/api/get-order';
import { isRefusal } from '@/shared/api/retry';
import { useShopConfig } from '@/shared/api/get-shop-config';
import { usePointsText } from '@/shared/points/use-points-text';
import { CheckoutFrame } from '../components/checkout-frame';
import page from '../components/checkout-page.module.css';
import { CheckoutError, CheckoutSkeleton } from '../components/checkout-states';
import { formatYuan } from '@/shared/lib/money';
import { readId } from '@/shared/lib/query-params';
import { SHIP_WITHIN_DAYS } from '../lib/shipping';
import { checkoutNamespace } from '../locales/register';
import { OrderNotFound } from './pay';
import styles from './pay-success.module.css';
import { TestPaymentLabel } from '@/shared/payment/test-payment-label';

/** /paySuccess?id=: the order is paid; what was paid and what happens next. */
export function PaySuccessRoute() {
  return <PaySuccessPage />;
}

function PaySuccessPage() {
  const { t } = useTranslation(checkoutNamespace);
  const [search] = useSearchParams();
  const id = readId(search);
  const order = useOrder(id);

  if (id === null || (order.isError && isRefusal(order.error))) return <OrderNotFound />;
  let body;
  if (order.isPending) body = <CheckoutSkeleton blocks={[320, 200]} />;
  else if (order.isError) body = <CheckoutError onRetry={() => void order.refetch()} />;
  else if (order.data.status === 'unpaid' || order.data.status === 'canceled') {
    body = <NotPaid order={order.data} />;
  } else body = <Paid order={order.data} />;

  return (
    <CheckoutFrame step="done" title={t('success.pageTitle')}>
      {body}
    </CheckoutFrame>
  );
}

function Paid({ order }: { order: Order }) {
  const { t } = useTranslation(checkoutNamespace);
  const pointsText = usePointsText();
  const shop = useShopConfig();
  const points = order.type === 'points';
  const paid = points ? pointsText(order.paid_score) : formatYuan(order.paid_amount);
  const receiveDays = shop.data?.auto_receive_days;

  const next = [
    t('success.next.ship', { count: SHIP_WITHIN_DAYS }),
    t('success.next.track'),
    receiveDays ? t('success.next.receiveAuto', { count: receiveDays }) : t('success.next.receive'),
  ];
  if (!points && order.earn_score > 0) {
    next.push(t('success.next.earn', { points: pointsText(order.earn_score) }));
  }

  return (
    <div className={`${page.layout} ${styles.layout}`}>
      <section className={`${page.box} ${styles.hero}`} aria-labelledby="success-title">
        <span className={styles.check} aria-hidden="true">
          <CheckOutlined />
        </span>
        <h2 id="success-title" className={styles.title}>
          {t('success.title')}
        </h2>
        <p className={styles.paid}>{paid}</p>
        {points ? null : <TestPaymentNotice className={styles.testNotice} />}
        <dl className={styles.facts}>
          <div>
            <dt>{t('success.orderNo')}</dt>
            <dd>{order.order_no}</dd>
          </div>
          <div>
            <dt>{t('success.method')}</dt>
            <dd>
              {order.pay_method ? t(`success.paidWith.${order.pay_method}`) : '—'}
              {order.pay_method === 'sandbox' ? <TestPaymentLabel /> : null}
            </dd>
          </div>
          <div>
            <dt>{t('success.paidAt')}</dt>
            <dd>{formatDate(order.paid_at) || '—'}</dd>
          </div>
          <div>
            <dt>{t('success.shipTo')}</dt>
            <dd>
              {order.recipient.name} {order.recipient.mobile}
            </dd>
          </div>
        </dl>
        <div className={`${page.actions} ${styles.actions}`}>
          <Link className={stateClasses.primary} to={paths.orderDetail.href(order.id)}>
            {t('success.toOrder')}
          </Link>
          <Link
            className={stateClasses.secondary}
            to={points ? paths.pointsMall.href() : paths.globalShop.href()}
          >
            {t('success.continue')}
          </Link>
        </div>
      </section>
      <section className={`${page.box} ${styles.next}`} aria-labelledby="next-title">
        <h2 id="next-title" className={styles.nextTitle}>
          {t('success.nextTitle')}
        </h2>
        <ol className={styles.steps}>
          {next.map((text, index) => (
            <li key={index} className={styles.stepItem}>
              <span className={styles.stepNo} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span>{text}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Reached before the payment landed (or after the order closed): the way back to it. */
function NotPaid({ order }: { order: Order }) {
  const { t } = useTranslation(checkoutNamespace);
  const canceled = order.status === 'canceled';
  return (
    <section className={`${page.box} ${styles.pending}`} role="status">
      <h2 className={styles.pendingTitle}>
        {t(canceled ? 'success.canceledTitle' : 'success.unpaidTitle')}
      </h2>
      <p className={styles.pendingText}>
        {t(canceled ? 'success.canceledText' : 'success.unpaidText', { no: order.order_no })}
      </p>
      <div className={`${page.actions} ${styles.actions}`}>
        <Link
          className={stateClasses.primary}
          to={(canceled ? paths.orderDetail : paths.pay).href(order.id)}
        >
          {t(canceled ? 'success.toOrder' : 'success.toPay')}
        </Link>
      </div>
    </section>
  );
}
