import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';
import type { AuditRow } from './audit-changes';

/** Who made an audit row: a staff member and their role, or the shop's own job. */
export function AuditActor({ row }: { row: Pick<AuditRow, 'actor_name' | 'actor_role'> }) {
  const { t } = useTranslation(adminNamespace);
  const system = row.actor_role === 'system';
  return (
    <>
      {system ? t('audit.system') : row.actor_name} <Tag>{t(`roles.${row.actor_role}`)}</Tag>
    </>
  );
}
