import '../locales/register';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Input } from 'antd';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { REMARK_MAX } from '@atelier/contract/formats';
import type { Purchase } from '@atelier/contract';
import type { DeliveryMethod } from '@atelier/contract/codes';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { stateClasses } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import { createOrder } from '../api/create-order';
import { AddressEditor } from '@/shared/address/address-editor';
import { useAddresses, type Address } from '@/shared/address/get-addresses';
import { orderPlacedKeys } from '@/shared/api/order-keys';
import { isRefusal } from '@/shared/api/retry';
import { invalidateKeys, useAction } from '@/shared/api/use-action';
import { useCheckout, type Checkout } from '../api/get-checkout';
import { useShopConfig } from '@/shared/api/get-shop-config';
import { AddressPicker } from '../components/address-picker';
import { CheckoutFrame } from '../components/checkout-frame';
import { CheckoutSummary } from '../components/checkout-summary';
import { CheckoutNotice } from '../components/checkout-notice';
import page from '../components/checkout-page.module.css';
import { CheckoutError, CheckoutPageState, CheckoutSkeleton } from '../components/checkout-states';
import { OrderLines } from '../components/order-lines';
import { formatYuan, isPositive } from '@/shared/lib/money';
import { TestPaymentNotice } from '@/shared/payment/test-payment-notice';
import { shortOfFreeShipping } from '../lib/amounts';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { readPurchase } from '../lib/purchase';
import { checkoutNamespace } from '../locales/register';
import styles from './confirm-order.module.css';

/** /confirmOrder?cart_ids=1,2 or ?product_id=&quantity=: the order as it will be placed. */
export function ConfirmOrderRoute() {
  // Each visit is its own submission: a new key, a fresh form.
  const { key } = useLocation();
  return <ConfirmOrderPage key={key} />;
}

function ConfirmOrderPage() {
  const { t } = useTranslation(checkoutNamespace);
  const [search] = useSearchParams();
  const purchase = useMemo(() => readPurchase(search), [search]);
  const checkout = useCheckout(purchase);
  const addresses = useAddresses();

  let body;
  if (purchase === null) {
    return (
      <CheckoutPageState
        title={t('confirm.nothingTitle')}
        text={t('confirm.nothingText')}
        actions={
          <>
            <Link className={stateClasses.primary} to={paths.cart.href()}>
              {t('confirm.toCart')}
            </Link>
            <Link className={stateClasses.secondary} to={paths.globalShop.href()}>
              {t('confirm.toShop')}
            </Link>
          </>
        }
      />
    );
  }
  if (checkout.isError && isRefusal(checkout.error)) {
    body = <Refused message={checkout.error.message} purchase={purchase} />;
  } else if (checkout.isError || addresses.isError) {
    body = (
      <CheckoutError
        onRetry={() => {
          void checkout.refetch();
          void addresses.refetch();
        }}
      />
    );
  } else if (checkout.isPending || addresses.isPending) {
    body = <CheckoutSkeleton blocks={[160, 220, 120]} />;
  } else {
    body = (
      <ConfirmForm
        purchase={purchase}
        checkout={checkout.data}
        addresses={addresses.data}
        onRefused={() => {
          void checkout.refetch();
          void addresses.refetch();
        }}
      />
    );
  }
  return (
    <CheckoutFrame step="confirm" title={t('confirm.title')} lead={t('confirm.lead')}>
      {body}
    </CheckoutFrame>
  );
}

/** The server refused the purchase as it stands: say why and offer the way back. */
function Refused({ message, purchase }: { message: string; purchase: Purchase }) {
  const { t } = useTranslation(checkoutNamespace);
  return (
    <CheckoutNotice
      tone="refused"
      title={t('confirm.refusedTitle')}
      text={message}
      actions={
        <>
          {purchase.kind === 'cart' ? (
            <Link className={stateClasses.primary} to={paths.cart.href()}>
              {t('confirm.backToCart')}
            </Link>
          ) : (
            <Link
              className={stateClasses.primary}
              to={paths.productDetail.href(purchase.productId)}
            >
              {t('confirm.backToProduct')}
            </Link>
          )}
          <Link className={stateClasses.secondary} to={paths.globalShop.href()}>
            {t('confirm.toShop')}
          </Link>
        </>
      }
    />
  );
}

function ConfirmForm({
  purchase,
  checkout,
  addresses,
  onRefused,
}: {
  purchase: Purchase;
  checkout: Checkout;
  addresses: Address[];
  onRefused: () => void;
}) {
  const { t } = useTranslation(checkoutNamespace);
  const navigate = useNavigate();
  const client = useQueryClient();
  const shop = useShopConfig();

  // One key per visit: a double click, or a retry after a lost answer, finds the same order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [remark, setRemark] = useState('');
  const delivery: DeliveryMethod = checkout.delivery;
  const [refusal, setRefusal] = useState<string | null>(null);
  const placing = useAction(createOrder);

  // The chosen address while it still exists, else the default, else the first one.
  const address =
    addresses.find((item) => item.id === chosenId) ??
    addresses.find((item) => item.id === checkout.address?.id) ??
    addresses[0] ??
    null;

  const points = checkout.type === 'points';
  const blocked =
    address === null
      ? t('confirm.needAddress')
      : points && checkout.usable_score < checkout.total_score
        ? t('confirm.needPoints')
        : null;

  const submit = () => {
    if (blocked !== null || address === null) return;
    setRefusal(null);
    void placing.mutate(
      { purchase, addressId: address.id, delivery, remark, idempotencyKey },
      {
        onSuccess: (order) => {
          void navigate(paths.pay.href(order.order_id), { replace: true });
          // The cart, its badge, the order counts: all changed. This page's own preview would
          // now be refused (its cart lines are gone), so it is left alone.
          invalidateKeys(client, orderPlacedKeys);
        },
        onError: (error) => {
          if (isRefusal(error)) {
            setRefusal(error.message);
            onRefused();
          }
        },
      },
    );
  };

  const threshold = shop.data?.ship_free_threshold;
  const shortBy = threshold ? shortOfFreeShipping(checkout.goods_amount, threshold) : null;
  const shippingNote = points
    ? t('delivery.pointsFree')
    : !isPositive(checkout.ship_fee)
      ? threshold
        ? t('delivery.freeOver', { threshold: formatYuan(threshold) })
        : t('delivery.free')
      : threshold && shortBy
        ? t('delivery.addForFree', {
            fee: formatYuan(checkout.ship_fee),
            threshold: formatYuan(threshold),
            missing: formatYuan(shortBy),
          })
        : t('delivery.fee', { fee: formatYuan(checkout.ship_fee) });

  return (
    <div className={`${page.layout} ${styles.layout}`}>
      <div className={page.column}>
        {checkout.type === 'art' ? <TestPaymentNotice /> : null}
        <section className={page.panel} aria-labelledby="address-title">
          <div className={styles.head}>
            <h2 id="address-title" className={`${page.heading} ${styles.heading}`}>
              {t('address.title')}
            </h2>
            {addresses.length > 0 ? (
              <span className={styles.note}>{t('address.count', { count: addresses.length })}</span>
            ) : null}
          </div>
          <AddressPicker
            addresses={addresses}
            selectedId={address?.id ?? null}
            onSelect={setChosenId}
            onAdd={() => setAdding(true)}
          />
          <AddressEditor
            open={adding}
            address={null}
            first={addresses.length === 0}
            onClose={() => setAdding(false)}
            onSaved={(id) => {
              // The list is read again after the save; the new address is chosen once it is in.
              setChosenId(id);
              setAdding(false);
            }}
          />
        </section>

        <section className={page.panel} aria-labelledby="delivery-title">
          <h2 id="delivery-title" className={`${page.heading} ${styles.heading}`}>
            {t('delivery.title')}
          </h2>
          <div className={styles.delivery}>
            <span className={styles.deliveryName}>{t(`delivery.${delivery}`)}</span>
            <span className={styles.deliveryFee}>
              {isPositive(checkout.ship_fee) ? formatYuan(checkout.ship_fee) : t('summary.free')}
            </span>
            <p className={styles.deliveryNote}>{shippingNote}</p>
          </div>
        </section>

        <section className={page.panel} aria-labelledby="lines-title">
          <div className={styles.head}>
            <h2 id="lines-title" className={`${page.heading} ${styles.heading}`}>
              {t('lines.title')}
            </h2>
            <span className={styles.mall}>{t(`mall.${checkout.type}`)}</span>
          </div>
          <OrderLines lines={checkout.lines} type={checkout.type} />
        </section>

        <section className={page.panel} aria-labelledby="remark-title">
          <h2 id="remark-title" className={`${page.heading} ${styles.heading}`}>
            {t('remark.title')}
          </h2>
          <Input.TextArea
            id="order-remark"
            aria-labelledby="remark-title"
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
            maxLength={REMARK_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t('remark.placeholder')}
          />
        </section>
      </div>

      <aside className={page.aside}>
        <CheckoutSummary
          checkout={checkout}
          address={address}
          action={
            <div className={styles.submit}>
              {refusal ? (
                <Alert
                  type="error"
                  showIcon
                  className={styles.alert}
                  title={t('confirm.submitRefused')}
                  description={refusal}
                />
              ) : null}
              <GuardedButton
                type="primary"
                size="large"
                block
                loading={placing.isPending}
                disabled={blocked !== null}
                onClick={submit}
              >
                {t('confirm.submit')}
              </GuardedButton>
              {blocked ? (
                <p className={styles.blocked} role="note">
                  {blocked}
                </p>
              ) : null}
            </div>
          }
        />
      </aside>
    </div>
  );
}
