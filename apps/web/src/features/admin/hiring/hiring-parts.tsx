import type { ApplicationStatus, PositionStatus } from '@atelier/contract/hiring-codes';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConsoleResult } from '../console/console-result';
import { hiringNamespace } from './hiring-register';

const POSITION_COLORS: Record<PositionStatus, string> = {
  draft: 'default',
  open: 'green',
  closed: 'red',
};
const APPLICATION_COLORS: Record<ApplicationStatus, string> = {
  new: 'blue',
  reviewing: 'gold',
  interview: 'purple',
  declined: 'default',
  hired: 'green',
};

export function PositionStatusTag({ status }: { status: PositionStatus }) {
  const { t } = useTranslation(hiringNamespace);
  return <Tag color={POSITION_COLORS[status]}>{t(`positionStatus.${status}`)}</Tag>;
}

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation(hiringNamespace);
  return <Tag color={APPLICATION_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

/** A read that failed, with a way to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(hiringNamespace);
  return (
    <ConsoleResult
      status="warning"
      title={t('common.loadFailed')}
      extra={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
