import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n/i18n';
import { useConsoleQuery } from '../console/console-api';
import { ConsoleSelect } from '../console/console-select';
import { communityNamespace } from './register';

/** Chooses one group, or all of them, for the inbox and the queue. */
export function GroupFilter({
  value,
  onChange,
}: {
  value?: number;
  onChange: (groupId: number | undefined) => void;
}) {
  const { t } = useTranslation(communityNamespace);
  const lang = useLang();
  const groups = useConsoleQuery('communityGroupList', { page: 1, limit: 100 });
  return (
    <ConsoleSelect<number>
      allowClear
      value={value}
      placeholder={t('applications.allGroups')}
      aria-label={t('applications.group')}
      style={{ width: 200 }}
      onChange={onChange}
      options={(groups.data?.list ?? []).map((g) => ({
        value: g.id,
        label: lang === 'en' ? g.name_en || g.name_zh : g.name_zh,
      }))}
    />
  );
}
