import type { ActionOutput } from '@atelier/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../console/format';
import { customersNamespace } from './locales/register';

type Cancellation = ActionOutput<'customerList'>['list'][number]['cancellation'];

/** An account its owner cancelled: waiting out the cooling-off period, or already erased. */
export function CancellationTag({
  cancellation,
  eraseAfter,
}: {
  cancellation: Cancellation;
  eraseAfter: string | null;
}) {
  const { t } = useTranslation(customersNamespace);
  if (cancellation === 'erased') return <Tag>{t('cancellation.erased')}</Tag>;
  if (cancellation !== 'cooling_off') return null;
  const tag = <Tag color="orange">{t('cancellation.coolingOff')}</Tag>;
  return eraseAfter ? (
    <Tooltip title={t('cancellation.eraseAfter', { time: formatTime(eraseAfter) })}>{tag}</Tooltip>
  ) : (
    tag
  );
}
