import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';
import { ConsoleResult } from './console-result';

/** A list that could not be read, with a way to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(adminNamespace);
  return (
    <ConsoleResult
      status="warning"
      title={t('loadFailed.title')}
      extra={<Button onClick={onRetry}>{t('loadFailed.retry')}</Button>}
    />
  );
}
