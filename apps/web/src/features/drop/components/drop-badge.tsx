import '../locales/register';
import { BADGE_MAX } from '@atelier/contract/shell-formats';
import { useTranslation } from 'react-i18next';
import { badgeText } from '@/shared/cart/cart-query';
import { useUnseenDrops } from '../api/drop-queries';
import { dropNamespace } from '../locales/register';
import styles from './drop-badge.module.css';

/** My drops' entry in the personal menu: results (won, moved up) I have not seen yet. */
export function DropBadge() {
  const { t } = useTranslation(dropNamespace);
  const unseen = useUnseenDrops().data ?? 0;
  if (unseen === 0) return null;
  return (
    <span className={styles.badge} data-testid="drop-badge">
      <span aria-hidden="true">{badgeText(unseen, BADGE_MAX)}</span>
      <span className="visually-hidden">{t('badge.label', { count: unseen })}</span>
    </span>
  );
}
