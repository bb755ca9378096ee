import '../locales/register';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { GuardedButton } from '@/shared/ui/guarded-button';
import type { PayMethod } from '@atelier/contract/codes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatCountdown } from '@/shared/lib/countdown';
import { formatDate } from '@/shared/lib/format';
import { useCountdown } from '@/shared/lib/use-countdown';
import { TestPaymentNotice } from '@/shared/payment/test-payment-notice';
import { feedback } from '@/shared/ui/feedback';
import { stateClasses } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import { cancelOrder } from '@/shared/api/cancel-order';
import { useCashier } from '../api/get-cashier';
import { useShopConfig } from '@/shared/api/get-shop-config';
import { useOrder } from '@/shared/api/get-order';
import { orderChangeKeys } from '@/shared/api/order-keys';
import { invalidateKeys, useAction } from '@/shared/api/use-action';
import { isRefusal } from '@/shared/api/retry';
import { payRemindQueryKey, usePayRemind, type PayRemind } from '../api/get-pay-remind';
import { blockedInWechat, payDevice, payOrder, type PaymentSession } from '../api/pay-order';
import { Amount } from '../components/amount';
import { CheckoutFrame } from '../components/checkout-frame';
import { CheckoutNotice } from '../components/checkout-notice';
import page from '../components/checkout-page.module.css';
import { CheckoutError, CheckoutPageState, CheckoutSkeleton } from '../components/checkout-states';
import { OrderBrief } from '../components/order-brief';
import { methodsFor, PayMethods } from '../components/pay-methods';
import { PaymentQr } from '../components/payment-qr';
import { readId } from '@/shared/lib/query-params';
import { checkoutNamespace } from '../locales/register';
import styles from './pay.module.css';

/** How often a pending cash payment is checked. */
export const PAYMENT_POLL_MS = 2000;
/** The countdown turns to the accent in the last minutes. */
const URGENT_SECONDS = 5 * 60;

/** A payment or a cancellation moves the order, its reminder and what the order pages count. */
const paidKeys = [payRemindQueryKey, ...orderChangeKeys];

/** /pay?id=: pay an unpaid order before its deadline, or cancel it. */
export function PayRoute() {
  return <PayPage />;
}

function PayPage() {
  const { t } = useTranslation(checkoutNamespace);
  const [search] = useSearchParams();
  const id = readId(search);
  const remind = usePayRemind(id);

  if (id === null || (remind.isError && isRefusal(remind.error))) return <OrderNotFound />;
  let body;
  if (remind.isPending) body = <CheckoutSkeleton blocks={[150, 170, 60]} />;
  else if (remind.isError) body = <CheckoutError onRetry={() => void remind.refetch()} />;
  else {
    body = (
      <PayPanel
        remind={remind.data}
        readAt={remind.dataUpdatedAt}
        onChanged={() => void remind.refetch()}
      />
    );
  }
  return (
    <CheckoutFrame
      step="pay"
      title={t('pay.title')}
      lead={remind.data ? t('pay.orderNo', { no: remind.data.order_no }) : undefined}
    >
      {body}
    </CheckoutFrame>
  );
}

export function OrderNotFound() {
  const { t } = useTranslation(checkoutNamespace);
  return (
    <CheckoutPageState
      code="404"
      title={t('pay.notFoundTitle')}
      text={t('pay.notFoundText')}
      actions={
        <>
          <Link className={stateClasses.primary} to={paths.myOrder.href()}>
            {t('pay.toOrders')}
          </Link>
          <Link className={stateClasses.secondary} to={paths.globalShop.href()}>
            {t('confirm.toShop')}
          </Link>
        </>
      }
    />
  );
}

function PayPanel({
  remind,
  readAt,
  onChanged,
}: {
  remind: PayRemind;
  readAt: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation(checkoutNamespace);
  const client = useQueryClient();
  const navigate = useNavigate();

  const unpaid = remind.status === 'unpaid';
  // From the server's own count of seconds, so a wrong clock here cannot move the deadline.
  const deadline = useMemo(
    () => (unpaid ? readAt + remind.seconds_left * 1000 : null),
    [unpaid, readAt, remind.seconds_left],
  );
  const secondsLeft = useCountdown(deadline);
  const expired = unpaid && secondsLeft === 0;

  // At zero the server cancels the order on its next read: read it, once.
  const askedAfterExpiry = useRef(false);
  useEffect(() => {
    if (!expired || askedAfterExpiry.current) return;
    askedAfterExpiry.current = true;
    void client.invalidateQueries({ queryKey: payRemindQueryKey });
  }, [expired, client]);

  const gateways = useShopConfig().data?.payment.gateways ?? ['sandbox'];
  const methods = methodsFor(remind.type, gateways);
  // The first of the shop's methods until the customer picks one: the shop's gateways arrive
  // with its settings, possibly after this page first draws.
  const [picked, setMethod] = useState<PayMethod | null>(null);
  const method = picked !== null && methods.includes(picked) ? picked : (methods[0] ?? 'score');
  const [session, setSession] = useState<PaymentSession | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancelling = useAction(cancelOrder, { invalidates: paidKeys });
  const paying = useAction(payOrder);
  // Inside WeChat a phone cannot reach the provider's page: the card stays, with what to do.
  const blocked = blockedInWechat(method, payDevice());

  const succeed = () => {
    void navigate(paths.paySuccess.href(remind.order_id), { replace: true });
    invalidateKeys(client, paidKeys);
  };

  const pay = () => {
    setRefusal(null);
    const device = payDevice();
    if (blockedInWechat(method, device)) return;
    void paying.mutate(
      { orderId: remind.order_id, method, device },
      {
        onSuccess: (result) => {
          const { payment } = result;
          // A phone goes to WeChat Pay's or Alipay's own page, which brings it back to
          // /paySuccess; the sandbox's cashier is this site's page, shown as a QR code.
          if (payment && device === 'phone' && payment.gateway !== 'sandbox') {
            window.location.assign(payment.cashier_url);
          } else if (payment) setSession(payment);
          else if (result.status !== 'unpaid') succeed();
        },
        onError: (error) => {
          if (isRefusal(error)) {
            setRefusal(error.message);
            onChanged();
          }
        },
      },
    );
  };

  const cancel = () => {
    feedback.modal.confirm({
      title: t('pay.cancelTitle'),
      content: t('pay.cancelText'),
      okText: t('pay.cancelConfirm'),
      cancelText: t('pay.cancelKeep'),
      okButtonProps: { danger: true },
      // Refused or not, the reminder is read again: `paidKeys` holds it.
      onOk: () => cancelling.mutate(remind.order_id),
    });
  };

  if (remind.status === 'canceled' || expired) {
    return <Closed remind={remind} timedOut={expired} />;
  }
  if (!unpaid) return <AlreadyPaid remind={remind} />;

  const short = remind.type === 'points' && remind.usable_score < remind.total_score;
  const urgent = secondsLeft !== null && secondsLeft <= URGENT_SECONDS;

  return (
    <div className={`${page.layout} ${styles.layout}`}>
      <div className={page.column}>
        {remind.type === 'art' ? <TestPaymentNotice /> : null}
        <section className={styles.due} aria-labelledby="due-title">
          <div>
            <h2 id="due-title" className={styles.label}>
              {t(remind.type === 'points' ? 'pay.duePoints' : 'pay.due')}
            </h2>
            <Amount
              className={styles.amount}
              type={remind.type}
              amount={remind.total_amount}
              points={remind.total_score}
            />
          </div>
          <div className={styles.dueTime}>
            <p className={styles.label}>
              <ClockCircleOutlined aria-hidden="true" /> {t('pay.timeLeft')}
            </p>
            <p
              className={`${styles.clock} ${urgent ? styles.urgent : ''}`}
              role="timer"
              aria-label={t('pay.timeLeftLabel', { time: formatCountdown(secondsLeft ?? 0) })}
            >
              {formatCountdown(secondsLeft ?? 0)}
            </p>
            <p className={styles.deadline}>
              {t('pay.deadline', { time: formatDate(remind.pay_deadline) })}
            </p>
          </div>
        </section>

        <section className={page.panel} aria-labelledby="method-title">
          <h2 id="method-title" className={page.heading}>
            {t('pay.methodTitle')}
          </h2>
          <PayMethods
            methods={methods}
            value={method}
            onChange={setMethod}
            usablePoints={remind.usable_score}
            neededPoints={remind.total_score}
            disabled={session !== null}
          />
          {refusal ? (
            <Alert
              className={styles.alert}
              type="error"
              showIcon
              title={t('pay.refused')}
              description={refusal}
            />
          ) : blocked ? (
            <Alert
              className={styles.alert}
              type="warning"
              showIcon
              title={t('pay.inWechat.title')}
              description={t(`pay.inWechat.${method === 'alipay' ? 'alipay' : 'wechat'}`)}
            />
          ) : short ? (
            <Alert
              className={styles.alert}
              type="warning"
              showIcon
              title={t('pay.insufficient')}
              description={t('pay.insufficientText')}
            />
          ) : null}
          {session ? (
            <CashPayment
              orderId={remind.order_id}
              session={session}
              onPaid={succeed}
              onClosed={onChanged}
              onRetry={() => {
                setSession(null);
                pay();
              }}
            />
          ) : null}
          <div className={`${page.actions} ${styles.actions}`}>
            {session === null ? (
              <GuardedButton
                type="primary"
                size="large"
                loading={paying.isPending}
                disabled={(method === 'score' && short) || blocked}
                onClick={pay}
              >
                {t('pay.payNow')}
              </GuardedButton>
            ) : null}
            <GuardedButton size="large" onClick={cancel}>
              {t('pay.cancel')}
            </GuardedButton>
          </div>
        </section>
      </div>
      <aside className={page.aside}>
        <OrderBrief orderId={remind.order_id} />
      </aside>
    </div>
  );
}

/**
 * A cash payment under way: the cashier's QR code and link, while the order is read every
 * two seconds until it is paid; a failed or closed session can be started again.
 */
function CashPayment({
  orderId,
  session,
  onPaid,
  onClosed,
  onRetry,
}: {
  orderId: number;
  session: PaymentSession;
  onPaid: () => void;
  onClosed: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation(checkoutNamespace);
  const order = useOrder(orderId, PAYMENT_POLL_MS);
  const cashier = useCashier(session.session_id, PAYMENT_POLL_MS);
  const status = order.data?.status;
  const sessionStatus = cashier.data?.status ?? session.status;

  const done = useRef(false);
  useEffect(() => {
    if (done.current || status === undefined || status === 'unpaid') return;
    done.current = true;
    if (status === 'canceled') onClosed();
    else onPaid();
  }, [status, onPaid, onClosed]);

  return (
    <div className={styles.cash}>
      <PaymentQr session={session} />
      <div className={styles.cashStatus} aria-live="polite">
        {sessionStatus === 'failed' ? (
          <>
            <p className={styles.failed}>{t('pay.cashFailed')}</p>
            <GuardedButton onClick={onRetry}>{t('pay.tryAgain')}</GuardedButton>
          </>
        ) : (
          // A div, not a p: the spinner renders a div of its own.
          <div className={styles.waiting}>
            <Spin size="small" /> {t('pay.waiting')}
          </div>
        )}
      </div>
    </div>
  );
}

function Closed({ remind, timedOut }: { remind: PayRemind; timedOut: boolean }) {
  const { t } = useTranslation(checkoutNamespace);
  // The order knows why it closed; until it answers, the countdown seen here tells.
  const order = useOrder(remind.order_id);
  const reason = order.data?.cancel_reason ?? (timedOut ? 'timeout' : null);
  return (
    <CheckoutNotice
      tone="closed"
      title={t('pay.canceledTitle')}
      text={t(reason === 'timeout' ? 'pay.canceledTimeout' : 'pay.canceledText', {
        no: remind.order_no,
      })}
      actions={
        <>
          <Link className={stateClasses.primary} to={paths.orderDetail.href(remind.order_id)}>
            {t('pay.toOrder')}
          </Link>
          <Link
            className={stateClasses.secondary}
            to={remind.type === 'points' ? paths.pointsMall.href() : paths.globalShop.href()}
          >
            {t('confirm.toShop')}
          </Link>
        </>
      }
    />
  );
}

function AlreadyPaid({ remind }: { remind: PayRemind }) {
  const { t } = useTranslation(checkoutNamespace);
  return (
    <CheckoutNotice
      tone="paid"
      title={t('pay.paidTitle')}
      text={t('pay.paidText', { no: remind.order_no })}
      actions={
        <Link className={stateClasses.primary} to={paths.orderDetail.href(remind.order_id)}>
          {t('pay.toOrder')}
        </Link>
      }
    />
  );
}
