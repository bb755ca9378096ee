import '../locales/register';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatCountdown } from '@/shared/lib/countdown';
import { formatDate } from '@/shared/lib/format';
import { useCountdown } from '@/shared/lib/use-countdown';
import { useLang } from '@/shared/i18n/i18n';
import { TestPaymentNotice } from '@/shared/payment/test-payment-notice';
import { useSession } from '@/shared/session/session-store';
import { StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import { useExpress } from '../api/get-express';
import { getOrderQueryOptions, useOrder, type Order } from '@/shared/api/get-order';
import { orderChangeKeys } from '@/shared/api/order-keys';
import { invalidateKeys } from '@/shared/api/use-action';
import { isRefusal } from '@/shared/api/retry';
import { AddressChangeDialog } from '../components/address-change-dialog';
import { OrderActions } from '../components/order-actions';
import { OrdersError, OrdersSkeleton } from '../components/orders-states';
import { OrderStatusLabel } from '../components/order-status';
import { TrackingTimeline } from '../components/tracking-timeline';
import { formatYuan, isPositive } from '@/shared/lib/money';
import { usePointsText } from '@/shared/points/use-points-text';
import { readId } from '@/shared/lib/query-params';
import { orderNamespace } from '../locales/register';
import styles from './order-detail.module.css';
import { TestPaymentLabel } from '@/shared/payment/test-payment-label';

/** /orderDetail?id=: everything about one order, and what can still be done with it. */
export function OrderDetailRoute() {
  return <OrderDetailPage />;
}

function OrderDetailPage() {
  const { t } = useTranslation(orderNamespace);
  const [search] = useSearchParams();
  const id = readId(search);
  const order = useOrder(id);

  let body;
  if (id === null || (order.isError && isRefusal(order.error))) body = <OrderNotFound />;
  else if (order.isPending) body = <OrdersSkeleton count={3} height={180} />;
  else if (order.isError) body = <OrdersError onRetry={() => void order.refetch()} />;
  else body = <OrderDetail order={order.data} />;

  return (
    <section className={styles.page} aria-labelledby="order-title">
      <Link to={paths.myOrder.href()} className={styles.back}>
        <ArrowLeftOutlined aria-hidden="true" /> {t('detail.back')}
      </Link>
      <h1 id="order-title" className={styles.title}>
        {t('detail.title')}
      </h1>
      {body}
    </section>
  );
}

function OrderNotFound() {
  const { t } = useTranslation(orderNamespace);
  return (
    <StatePanel
      code="404"
      title={t('detail.notFoundTitle')}
      text={t('detail.notFoundText')}
      actions={
        <Link className={stateClasses.primary} to={paths.myOrder.href()}>
          {t('detail.back')}
        </Link>
      }
    />
  );
}

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation(orderNamespace);
  const navigate = useNavigate();
  const client = useQueryClient();
  const lang = useLang();
  const token = useSession((state) => state.token);
  const pointsText = usePointsText();
  const [changing, setChanging] = useState(false);

  const points = order.type === 'points';
  const money = (amount: string, score: number) =>
    points ? pointsText(score) : formatYuan(amount);
  const shipped = order.express !== null;
  const express = useExpress(order.id, shipped);

  return (
    <div className={styles.stack}>
      {points ? null : <TestPaymentNotice />}
      <StatusPanel order={order}>
        <OrderActions
          order={order}
          size="large"
          addressChangeable={order.address_changeable}
          onChangeAddress={() => setChanging(true)}
          onDeleted={() => void navigate(paths.myOrder.href(), { replace: true })}
        />
      </StatusPanel>

      <Progress order={order} />

      {shipped ? (
        <Section id="tracking-title" title={t('tracking.title')}>
          <dl className={styles.fields}>
            <Field label={t('tracking.carrier')}>{order.express?.carrier}</Field>
            <Field label={t('tracking.number')}>
              <span className={styles.mono}>{order.express?.tracking_no}</span>
            </Field>
            <Field label={t('tracking.shippedAt')}>{formatDate(order.express?.shipped_at)}</Field>
          </dl>
          <div className={styles.timeline}>
            {express.isPending ? (
              <p className={styles.muted}>{t('state.loading')}</p>
            ) : express.isError ? (
              <p className={styles.muted}>
                {t('tracking.error')}{' '}
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => void express.refetch()}
                >
                  {t('state.retry')}
                </button>
              </p>
            ) : (
              <TrackingTimeline events={express.data.events} />
            )}
          </div>
        </Section>
      ) : null}

      <Section id="recipient-title" title={t('detail.recipient')}>
        <dl className={styles.fields}>
          <Field label={t('detail.recipientName')}>{order.recipient.name}</Field>
          <Field label={t('detail.mobile')}>{order.recipient.mobile}</Field>
          <Field label={t('detail.address')}>
            {order.recipient.province} {order.recipient.city} {order.recipient.district}{' '}
            {order.recipient.address}
          </Field>
          <Field label={t('detail.postalCode')}>{order.recipient.postal_code}</Field>
          <Field label={t('detail.delivery')}>{t(`delivery.${order.delivery}`)}</Field>
        </dl>
        <p className={styles.note}>
          {order.address_changeable
            ? t('detail.addressChangeable')
            : order.status === 'unpaid' || order.status === 'undelivered'
              ? t('detail.addressChanged')
              : t('detail.addressLocked')}
        </p>
      </Section>

      <Section id="items-title" title={t('detail.items')}>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('detail.product')}</th>
                <th scope="col">{t('detail.unitPrice')}</th>
                <th scope="col">{t('detail.quantity')}</th>
                <th scope="col">{t('detail.lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.product_id}>
                  <td data-label={t('detail.product')}>
                    <Link className={styles.product} to={paths.productDetail.href(line.product_id)}>
                      <img src={line.image} alt="" loading="lazy" decoding="async" />
                      <span>{line.name}</span>
                    </Link>
                  </td>
                  <td data-label={t('detail.unitPrice')}>{money(line.price, line.score_price)}</td>
                  <td data-label={t('detail.quantity')}>{line.quantity}</td>
                  <td data-label={t('detail.lineTotal')}>
                    {money(line.line_total, line.line_score)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className={styles.sums}>
          <Field label={t('detail.goods')}>{money(order.goods_amount, order.total_score)}</Field>
          <Field label={t('detail.shipping')}>
            {isPositive(order.ship_fee) ? formatYuan(order.ship_fee) : t('detail.free')}
          </Field>
          <Field label={t(points ? 'detail.totalPoints' : 'detail.total')}>
            {money(order.total_amount, order.total_score)}
          </Field>
          <Field label={t('detail.actual')}>
            <strong className={styles.actual}>
              {order.paid_at ? money(order.paid_amount, order.paid_score) : t('detail.notPaid')}
            </strong>
          </Field>
        </dl>
      </Section>

      <Section id="info-title" title={t('detail.info')}>
        <dl className={styles.fields}>
          <Field label={t('detail.orderNo')}>
            <span className={styles.mono}>{order.order_no}</span>
          </Field>
          <Field label={t('detail.type')}>{t(`type.${order.type}`)}</Field>
          <Field label={t('detail.status')}>
            <OrderStatusLabel status={order.status} />
          </Field>
          <Field label={t('detail.createdAt')}>{formatDate(order.created_at)}</Field>
          <Field label={t('detail.deadline')}>{formatDate(order.pay_deadline)}</Field>
          <Field label={t(points ? 'detail.payPoints' : 'detail.payAmount')}>
            {money(order.total_amount, order.total_score)}
          </Field>
          <Field label={t('detail.payMethod')}>
            {order.pay_method ? t(`payMethod.${order.pay_method}`) : '—'}
            {order.pay_method === 'sandbox' ? <TestPaymentLabel /> : null}
          </Field>
          <Field label={t('detail.paidAt')}>{formatDate(order.paid_at) || '—'}</Field>
          <Field label={t('detail.remark')}>{order.remark || t('detail.noRemark')}</Field>
        </dl>
      </Section>

      <AddressChangeDialog
        order={order}
        open={changing}
        onClose={() => setChanging(false)}
        onChanged={(updated) =>
          client.setQueryData(getOrderQueryOptions(order.id, lang, token).queryKey, updated)
        }
      />
    </div>
  );
}

/** The status in words, with what it means for the buyer and the actions it allows. */
function StatusPanel({ order, children }: { order: Order; children: ReactNode }) {
  const { t } = useTranslation(orderNamespace);
  const pointsText = usePointsText();
  const client = useQueryClient();
  const deadline = order.status === 'unpaid' ? Date.parse(order.pay_deadline) : Number.NaN;
  const left = useCountdown(Number.isFinite(deadline) ? deadline : null);

  let text: string;
  switch (order.status) {
    case 'unpaid':
      text = t('detail.say.unpaid');
      break;
    case 'undelivered':
      text = t('detail.say.undelivered');
      break;
    case 'unreceived':
      text = t('detail.say.unreceived', {
        carrier: order.express?.carrier ?? '',
        no: order.express?.tracking_no ?? '',
      });
      break;
    case 'completed':
      text =
        order.earned_score > 0
          ? t('detail.say.completedEarned', { points: pointsText(order.earned_score) })
          : t('detail.say.completed');
      break;
    case 'canceled':
      text = t(
        order.cancel_reason === 'timeout' ? 'detail.say.canceledTimeout' : 'detail.say.canceled',
      );
      if (order.refunded) text = `${text} ${t('detail.say.refunded')}`;
      break;
  }

  return (
    <section
      className={`${styles.status} ${styles[`status_${order.status}`]}`}
      aria-labelledby="status-title"
    >
      <div className={styles.statusText}>
        <p className={styles.statusEyebrow}>{t('detail.statusLabel')}</p>
        <h2 id="status-title" className={styles.statusTitle}>
          {t(`status.${order.status}`)}
        </h2>
        <p className={styles.statusSay}>{text}</p>
        {left !== null ? (
          <p className={styles.countdown}>
            {left > 0 ? (
              <>
                {t('detail.payWithin')}{' '}
                <span role="timer" className={styles.clock}>
                  {formatCountdown(left)}
                </span>
              </>
            ) : (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  // The server closes an order past its deadline when it is next read.
                  invalidateKeys(client, orderChangeKeys);
                }}
              >
                {t('detail.deadlinePassed')}
              </button>
            )}
          </p>
        ) : null}
        {order.status === 'completed' && order.earned_score > 0 ? (
          <p className={styles.earned}>
            {t('detail.earned', { points: pointsText(order.earned_score) })}
          </p>
        ) : null}
      </div>
      <div className={styles.statusActions}>{children}</div>
    </section>
  );
}

/** The order's milestones with their times: placed, paid, shipped, completed (or cancelled). */
function Progress({ order }: { order: Order }) {
  const { t } = useTranslation(orderNamespace);
  const steps: Array<{ key: string; time: string | null | undefined }> =
    order.status === 'canceled'
      ? [
          { key: 'placed', time: order.created_at },
          ...(order.paid_at ? [{ key: 'paid', time: order.paid_at }] : []),
          { key: 'canceled', time: order.canceled_at },
        ]
      : [
          { key: 'placed', time: order.created_at },
          { key: 'paid', time: order.paid_at },
          { key: 'shipped', time: order.express?.shipped_at },
          { key: 'completed', time: order.received_at },
        ];
  return (
    <ol className={styles.progress} aria-label={t('progress.label')}>
      {steps.map((step) => (
        <li key={step.key} className={`${styles.milestone} ${step.time ? styles.reached : ''}`}>
          <span className={styles.milestoneDot} aria-hidden="true" />
          <span className={styles.milestoneName}>{t(`progress.${step.key}`)}</span>
          <span className={styles.milestoneTime}>
            {step.time ? formatDate(step.time, 'MM-DD HH:mm') : t('progress.pending')}
          </span>
        </li>
      ))}
    </ol>
  );
}
