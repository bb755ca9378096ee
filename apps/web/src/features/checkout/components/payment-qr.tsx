import { ExportOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/lib/format';
import type { PaymentSession } from '../api/pay-order';
import { formatYuan } from '@/shared/lib/money';
import { absoluteCashierUrl, isSameSite } from '../lib/cashier-address';
import { checkoutNamespace } from '../locales/register';
import styles from './payment-qr.module.css';
import { QrCodeImage } from '@/shared/ui/qr-code-image';
import { TestPaymentLabel } from '@/shared/payment/test-payment-label';

/** A cash payment session: its QR code for a phone, the amount, and the cashier's links. */
export function PaymentQr({ session }: { session: PaymentSession }) {
  const { t } = useTranslation(checkoutNamespace);
  const nameId = useId();
  const origin = window.location.origin;
  const url = absoluteCashierUrl(session.cashier_url, origin);
  const inApp = isSameSite(session.cashier_url, origin);
  const path = inApp ? url.slice(origin.length) : url;
  // WeChat Pay's code (weixin://…) is for its app to scan; a browser cannot open it.
  const openable = /^https?:/i.test(url);
  const scan =
    session.gateway === 'wechat' || session.gateway === 'alipay'
      ? t(`cash.scanWith.${session.gateway}`)
      : t('cash.scan');

  return (
    <div className={styles.qr} role="group" aria-labelledby={nameId}>
      <figure className={styles.figure}>
        <QrCodeImage
          value={url}
          size={176}
          alt={t('cash.qrAlt')}
          className={styles.code}
          placeholderClassName={styles.placeholder}
        />
        <figcaption className={styles.caption}>{scan}</figcaption>
      </figure>
      <div className={styles.text}>
        <p id={nameId} className={styles.gateway}>
          {t(`pay.method.${session.gateway}`)}
          <TestPaymentLabel />
        </p>
        <p className={styles.amount}>{formatYuan(session.amount)}</p>
        <p className={styles.expires}>
          {t('cash.expires', { time: formatDate(session.expires_at) })}
        </p>
        {openable ? (
          <div className={styles.links}>
            {inApp ? (
              <Link className={styles.open} to={path}>
                {t('cash.open')}
              </Link>
            ) : (
              <a className={styles.open} href={url}>
                {t('cash.open')}
              </a>
            )}
            <a className={styles.newTab} href={url} target="_blank" rel="noopener noreferrer">
              {t('cash.openNewTab')} <ExportOutlined aria-hidden="true" />
            </a>
          </div>
        ) : null}
      </div>
    </div>
  );
}
