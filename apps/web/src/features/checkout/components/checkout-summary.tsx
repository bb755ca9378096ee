import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '../api/get-checkout';
import type { Address } from '@/shared/address/get-addresses';
import { formatYuan, isPositive } from '@/shared/lib/money';
import { checkoutNamespace } from '../locales/register';
import { addressLines } from './address-picker';
import { usePointsText } from '@/shared/points/use-points-text';
import page from './checkout-page.module.css';
import styles from './checkout-summary.module.css';

function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={`${styles.row} ${strong ? styles.strong : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The money side of the confirmation: goods, shipping and total (or the points total), the
 * usable points and whether they suffice, the recipient, and the submit button with the reason
 * it is disabled, if it is.
 */
export function CheckoutSummary({
  checkout,
  address,
  action,
}: {
  checkout: Checkout;
  address: Address | null;
  action: ReactNode;
}) {
  const { t } = useTranslation(checkoutNamespace);
  const pointsText = usePointsText();
  const points = checkout.type === 'points';
  const enough = checkout.usable_score >= checkout.total_score;
  const recipient = address ? addressLines(address) : null;

  return (
    <section className={`${page.box} ${styles.summary}`} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.title}>
        {t('summary.title')}
      </h2>
      <dl className={styles.rows}>
        <Row
          label={t('summary.goods')}
          value={points ? pointsText(checkout.total_score) : formatYuan(checkout.goods_amount)}
        />
        <Row
          label={t('summary.shipping')}
          value={isPositive(checkout.ship_fee) ? formatYuan(checkout.ship_fee) : t('summary.free')}
        />
        <Row
          strong
          label={t(points ? 'summary.totalPoints' : 'summary.total')}
          value={points ? pointsText(checkout.total_score) : formatYuan(checkout.total_amount)}
        />
      </dl>

      <div className={styles.points}>
        <p className={styles.usable}>
          <span>{t('summary.usable')}</span>
          <span>{pointsText(checkout.usable_score)}</span>
        </p>
        {points ? (
          enough ? (
            <p className={styles.enough}>
              {t('summary.enough', {
                points: pointsText(checkout.usable_score - checkout.total_score),
              })}
            </p>
          ) : (
            <p className={styles.short} role="alert">
              {t('summary.insufficient', {
                points: pointsText(checkout.total_score - checkout.usable_score),
              })}
            </p>
          )
        ) : checkout.earn_score > 0 ? (
          <p className={styles.enough}>
            {t('summary.earn', { points: pointsText(checkout.earn_score) })}
          </p>
        ) : null}
      </div>

      <div className={styles.recipient}>
        <p className={styles.label}>{t('summary.shipTo')}</p>
        {recipient ? (
          <>
            <p className={styles.who}>{recipient.who}</p>
            <p className={styles.where}>{recipient.where}</p>
          </>
        ) : (
          <p className={styles.where}>{t('summary.noAddress')}</p>
        )}
      </div>

      {action}
      <p className={styles.deadline}>
        {t('summary.deadline', { count: checkout.pay_timeout_minutes })}
      </p>
    </section>
  );
}
