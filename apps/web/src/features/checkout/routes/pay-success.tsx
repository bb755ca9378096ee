import '../locales/register';
import { CheckOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@/shared/lib/format';
import { TestPaymentNotice } from '@/shared/payment/test-payment-notice';
import { stateClasses } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import { getOrderQueryOptions, type Order } from '@/shared/api/get-order';
import { useLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
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
import { OrderNotFound, PAYMENT_POLL_MS } from './pay';
import styles from './pay-success.module.css';
import { TestPaymentLabel } from '@/shared/payment/test-payment-label';

/**
 * How long an unpaid order reads as a payment being confirmed: WeChat Pay and Alipay bring the
 * customer back here as they send the shop their notification, which may land a moment later.
 */
export const CONFIRMING_MS = 30_000;
/** After that the order is still read now and then, for a notification that comes late. */
export const LATE_POLL_MS = 10_000;

/**
 * /paySuccess?id=: where a payment ends, and where WeChat Pay and Alipay bring a phone back to.
 * Only the server's order tells whether it is paid: the return itself proves nothing.
 */
export function PaySuccessRoute() {
  return <PaySuccessPage />;
}

/** The order, read again while it is unpaid: often at first, then now and then. */
function useOrderUntilPaid(id: number | null) {
  const token = useSession((state) => state.token);
  const [confirming, setConfirming] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setConfirming(false), CONFIRMING_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const order = useQuery({
    ...getOrderQueryOptions(id ?? 0, useLang(), token),
    enabled: id !== null && token !== '',
    refetchInterval: (query) =>
      query.state.data?.status === 'unpaid' ? (confirming ? PAYMENT_POLL_MS : LATE_POLL_MS) : false,
  });
  return { order, confirming };
}

function PaySuccessPage() {
  const { t } = useTranslation(checkoutNamespace);
  const [search] = useSearchParams();
  const id = readId(search);
  const { order, confirming } = useOrderUntilPaid(id);

  if (id === null || (order.isError && isRefusal(order.error))) return <OrderNotFound />;
  const status = order.data?.status;
  const paid = status !== undefined && status !== 'unpaid' && status !== 'canceled';
  let body;
  if (order.isPending) body = <CheckoutSkeleton blocks={[320, 200]} />;
  else if (order.isError) body = <CheckoutError onRetry={() => void order.refetch()} />;
  else if (order.data.status === 'unpaid' && confirming) body = <Confirming order={order.data} />;
  else if (!paid) body = <NotPaid order={order.data} />;
  else body = <Paid order={order.data} />;

  return (
    <CheckoutFrame
      step={paid || order.isPending ? 'done' : 'pay'}
      title={t(paid || order.isPending ? 'success.pageTitle' : 'success.statusTitle')}
    >
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

/** Back from the provider, the payment not known here yet: the page waits, and says so. */
function Confirming({ order }: { order: Order }) {
  const { t } = useTranslation(checkoutNamespace);
  return (
    <section className={`${page.box} ${styles.pending}`} role="status" aria-busy="true">
      <div className={styles.confirming}>
        <Spin size="small" />
        <h2 className={styles.pendingTitle}>{t('success.confirmingTitle')}</h2>
      </div>
      <p className={styles.pendingText}>{t('success.confirmingText', { no: order.order_no })}</p>
      <div className={`${page.actions} ${styles.actions}`}>
        <Link className={stateClasses.secondary} to={paths.pay.href(order.id)}>
          {t('success.toPay')}
        </Link>
        <Link className={stateClasses.secondary} to={paths.orderDetail.href(order.id)}>
          {t('success.toOrder')}
        </Link>
      </div>
    </section>
  );
}

/** The payment has not landed (or the order closed): the way back to paying, or to the order. */
function NotPaid({ order }: { order: Order }) {
  const { t } = useTranslation(checkoutNamespace);
  const canceled = order.status === 'canceled';
  const refunded = canceled && order.refunded;
  const text = canceled
    ? refunded
      ? 'success.canceledRefunded'
      : 'success.canceledText'
    : 'success.unpaidText';
  return (
    <section className={`${page.box} ${styles.pending}`} role="status">
      <h2 className={styles.pendingTitle}>
        {t(canceled ? 'success.canceledTitle' : 'success.unpaidTitle')}
      </h2>
      <p className={styles.pendingText}>{t(text, { no: order.order_no })}</p>
      <div className={`${page.actions} ${styles.actions}`}>
        {canceled ? null : (
          <Link className={stateClasses.primary} to={paths.pay.href(order.id)}>
            {t('success.toPay')}
          </Link>
        )}
        <Link
          className={canceled ? stateClasses.primary : stateClasses.secondary}
          to={paths.orderDetail.href(order.id)}
        >
          {t('success.toOrder')}
        </Link>
      </div>
    </section>
  );
}
