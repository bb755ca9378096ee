import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';
import { ConsoleResult } from './console-result';
import { RequestError } from '@/shared/api/request-error';

/** A list or a record that could not be read, with a way to ask again. */
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

/** A record that is not there (an unknown or deleted id), with the way back to its list. */
export function RecordNotFound({ title, back }: { title: string; back: ReactNode }) {
  return <ConsoleResult status="404" title={title} extra={back} />;
}

/** What a record's screen knows of its read: react-query's result gives both. */
interface RecordRead {
  error: unknown;
  refetch: () => unknown;
}

/**
 * A record whose screen could not read it: not found when the server refused it (an unknown or
 * deleted id: nothing to retry), the retry when the request itself failed (network, timeout).
 */
export function RecordNotLoaded({
  query,
  title,
  back,
}: {
  query: RecordRead;
  title: string;
  back: ReactNode;
}) {
  if (query.error instanceof RequestError && query.error.code !== 0) {
    return <RecordNotFound title={title} back={back} />;
  }
  return <LoadFailed onRetry={() => void query.refetch()} />;
}
