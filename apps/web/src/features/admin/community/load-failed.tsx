import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { communityNamespace } from './register';

/** A list that could not be read, with a way to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(communityNamespace);
  return (
    <Result
      status="warning"
      title={t('error')}
      extra={<Button onClick={onRetry}>{t('retry')}</Button>}
    />
  );
}
