import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useOrder } from '@/shared/api/get-order';
import { checkoutNamespace } from '../locales/register';
import page from './checkout-page.module.css';
import styles from './order-brief.module.css';

/** Lines shown before the rest is summed up as "and N more". */
const SHOWN_LINES = 4;

/** Beside the payment: what is being paid for and where it goes. */
export function OrderBrief({ orderId }: { orderId: number }) {
  const { t } = useTranslation(checkoutNamespace);
  const order = useOrder(orderId);
  if (!order.data) return null;
  const { lines, recipient, remark } = order.data;
  const rest = lines.length - SHOWN_LINES;

  return (
    <section className={`${page.box} ${styles.brief}`} aria-labelledby="brief-title">
      <h2 id="brief-title" className={page.heading}>
        {t('brief.title')}
      </h2>
      <ul className={styles.lines}>
        {lines.slice(0, SHOWN_LINES).map((line) => (
          <li key={line.product_id} className={styles.line}>
            <img src={line.image} alt="" className={styles.image} loading="lazy" decoding="async" />
            <span className={styles.name}>{line.name}</span>
            <span className={styles.quantity}>× {line.quantity}</span>
          </li>
        ))}
      </ul>
      {rest > 0 ? <p className={styles.more}>{t('brief.more', { count: rest })}</p> : null}
      <dl className={styles.facts}>
        <dt>{t('summary.shipTo')}</dt>
        <dd>
          <span className={styles.who}>
            {recipient.name} {recipient.mobile}
          </span>
          <span>
            {recipient.province} {recipient.city} {recipient.district} {recipient.address}
          </span>
        </dd>
        {remark ? (
          <>
            <dt>{t('brief.remark')}</dt>
            <dd>{remark}</dd>
          </>
        ) : null}
      </dl>
      <Link className={styles.link} to={paths.orderDetail.href(orderId)}>
        {t('brief.detail')}
      </Link>
    </section>
  );
}
