import './locales/register';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { testPaymentNamespace } from './locales/register';
import { useTestPayments } from './use-test-payments';

/**
 * Said on every screen where an order is paid or awaits payment while the shop's gateway moves
 * no money, so no customer takes a test payment for a real one. Nothing otherwise.
 */
export function TestPaymentNotice({ className }: { className?: string }) {
  const { t } = useTranslation(testPaymentNamespace);
  const testMode = useTestPayments();
  if (!testMode) return null;
  return (
    <Alert
      className={className}
      role="note"
      aria-label={t('title')}
      type="warning"
      showIcon
      title={t('title')}
      description={t('text')}
    />
  );
}
