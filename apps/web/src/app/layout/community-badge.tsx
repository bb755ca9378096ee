import { BADGE_MAX } from '@atelier/contract/shell-formats';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadNotices } from '@/features/community/api/group-queries';
import { badgeText } from '@/shared/cart/cart-query';
import { addLocale } from '@/shared/i18n/i18n';
import { paths } from '@/shared/config/paths';
import styles from './cart-badge.module.css';

// Here rather than with the layout's strings, which every first load downloads.
const badgeNamespace = 'communityBadge';
addLocale(badgeNamespace, {
  'zh-cn': { title: '社区通知', label: '社区通知，{{count}} 条未读' },
  en: {
    title: 'Community notices',
    label_one: 'Community notices, {{count}} unread',
    label_other: 'Community notices, {{count}} unread',
  },
});

export interface CommunityBadgeProps {
  /** The mobile menu's row instead of the header's icon. */
  panel?: boolean;
  onNavigate?: () => void;
}

/**
 * Unread community notices, linking to the community centre's notices; loaded through
 * CommunityBadgeSlot. The header's icon shows only while something is unread.
 */
export function CommunityBadge({ panel = false, onNavigate }: CommunityBadgeProps) {
  const { t } = useTranslation(badgeNamespace);
  const unread = useUnreadNotices().data?.unread ?? 0;
  if (!panel && unread === 0) return null;
  return (
    <Link
      to={`${paths.communityCenter.href()}?tab=notices`}
      className={panel ? styles.panel : styles.bar}
      aria-label={t('label', { count: unread })}
      onClick={onNavigate}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z" />
        <path d="M10 20.5a2 2 0 0 0 4 0" />
      </svg>
      {panel ? <span className={styles.text}>{t('title')}</span> : null}
      {unread > 0 ? <span className={styles.count}>{badgeText(unread, BADGE_MAX)}</span> : null}
    </Link>
  );
}
