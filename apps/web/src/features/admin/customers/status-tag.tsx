import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { customersNamespace } from './locales/register';

/** Whether an account may sign in. */
export function StatusTag({ status }: { status: 'active' | 'disabled' }) {
  const { t } = useTranslation(customersNamespace);
  return <Tag color={status === 'active' ? 'green' : 'red'}>{t(`status.${status}`)}</Tag>;
}
