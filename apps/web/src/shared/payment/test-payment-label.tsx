import './locales/register';
import { useTranslation } from 'react-i18next';
import { testPaymentNamespace } from './locales/register';
import { useTestPayments } from './use-test-payments';
import styles from './test-payment-label.module.css';

/**
 * Beside the cash payment method's name while the server says the shop's gateway is the sandbox:
 * the customer reads that this payment is a test. Nothing with a gateway that takes money.
 */
export function TestPaymentLabel() {
  const { t } = useTranslation(testPaymentNamespace);
  const testMode = useTestPayments();
  if (!testMode) return null;
  return <span className={styles.label}>{t('label')}</span>;
}
