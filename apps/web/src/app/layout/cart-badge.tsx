import { BADGE_MAX } from '@atelier/contract/shell-formats';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { badgeText, cartUnits, useCart } from '@/shared/cart/cart-query';
import { addLocale } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { paths } from '@/shared/config/paths';
import styles from './cart-badge.module.css';

// Here rather than with the layout's strings, which every first load downloads.
const badgeNamespace = 'cartBadge';
addLocale(badgeNamespace, {
  'zh-cn': { title: '购物车', label: '购物车，{{count}} 件商品' },
  en: { title: 'Cart', label_one: 'Cart, {{count}} item', label_other: 'Cart, {{count}} items' },
});

export interface CartBadgeProps {
  /** The mobile menu's row instead of the header's icon. */
  panel?: boolean;
  onNavigate?: () => void;
}

/**
 * The cart link with the number of units in it, for signed-in customers; loaded through
 * CartBadgeSlot. It reads the same query as the cart page, so every write that invalidates the
 * cart updates it too.
 */
export function CartBadge({ panel = false, onNavigate }: CartBadgeProps) {
  const { t } = useTranslation(badgeNamespace);
  const signedIn = useSession((state) => state.token !== '');
  const cart = useCart();
  if (!signedIn) return null;

  const units = cart.data ? cartUnits(cart.data) : 0;
  const count =
    units > 0 ? <span className={styles.count}>{badgeText(units, BADGE_MAX)}</span> : null;

  return (
    <Link
      to={paths.cart.href()}
      className={panel ? styles.panel : styles.bar}
      aria-label={t('label', { count: units })}
      onClick={onNavigate}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.4" />
        <circle cx="9.5" cy="19.5" r="1.3" />
        <circle cx="17" cy="19.5" r="1.3" />
      </svg>
      {panel ? <span className={styles.text}>{t('title')}</span> : null}
      {count}
    </Link>
  );
}
