import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import type { GroupCard } from '../api/group-queries';
import { communityNamespace } from '../locales/register';

/** A group's members, posts and when it was last active, as a list. */
export function GroupFacts({
  group,
  className,
}: {
  group: Pick<GroupCard, 'member_count' | 'post_count' | 'last_activity_at'>;
  className?: string;
}) {
  const { t } = useTranslation(communityNamespace);
  return (
    <ul className={className}>
      <li>{t('list.members', { count: group.member_count })}</li>
      <li>{t('list.posts', { count: group.post_count })}</li>
      <li>
        {group.last_activity_at
          ? t('list.lastActive', { time: formatDate(group.last_activity_at, 'YYYY-MM-DD') })
          : t('list.noActivity')}
      </li>
    </ul>
  );
}
