import { Button, Checkbox } from 'antd';
import { usePointsText } from '@/shared/points/use-points-text';
import { useTranslation } from 'react-i18next';
import { formatFen } from '@/shared/lib/money';
import type { CheckState, SelectionSummary } from '../lib/cart-selection';
import { cartNamespace } from '../locales/register';
import styles from './cart-bar.module.css';

export interface CartBarProps {
  summary: SelectionSummary;
  check: CheckState;
  anySelectable: boolean;
  saving: boolean;
  deleting: boolean;
  onSelectAll: (on: boolean) => void;
  onDeleteSelected: () => void;
  onCheckout: () => void;
}

/**
 * The bar under the cart, held at the bottom of the window while the lines scroll: select all,
 * delete the selection, what it comes to, and the checkout.
 */
export function CartBar({
  summary,
  check,
  anySelectable,
  saving,
  deleting,
  onSelectAll,
  onDeleteSelected,
  onCheckout,
}: CartBarProps) {
  const { t } = useTranslation(cartNamespace);
  const pointsText = usePointsText();
  const points = pointsText(summary.points);
  const showPoints = summary.points > 0;
  const showCash = summary.fen > 0 || !showPoints;

  return (
    <div className={styles.bar}>
      {summary.mixed ? (
        <div className={styles.mixed} role="status">
          <strong>{t('mixedTitle')}</strong>
          <span className={styles.mixedText}>{t('mixedText')}</span>
        </div>
      ) : null}
      <div className={styles.inner}>
        <Checkbox
          className={styles.all}
          checked={check === 'all'}
          indeterminate={check === 'some'}
          disabled={!anySelectable}
          onChange={(event) => onSelectAll(event.target.checked)}
        >
          {t('selectAll')}
        </Checkbox>
        <button
          type="button"
          className={styles.deleteSelected}
          onClick={onDeleteSelected}
          disabled={deleting}
        >
          {t('deleteSelected')}
        </button>
        <div className={styles.sum}>
          <span className={styles.selected}>{t('selected', { count: summary.units })}</span>
          <span className={styles.total} aria-live="polite">
            <span className={styles.totalLabel}>{t('total')}</span>
            {showCash ? <span className={styles.amount}>{formatFen(summary.fen)}</span> : null}
            {showPoints ? (
              <span className={styles.amount}>
                {showCash ? <span className={styles.plus}>{t('totalPlus')} </span> : null}
                {points}
              </span>
            ) : null}
          </span>
        </div>
        <Button
          type="primary"
          size="large"
          className={styles.checkout}
          loading={saving}
          onClick={onCheckout}
        >
          {summary.ids.length > 0 ? t('checkoutCount', { count: summary.units }) : t('checkout')}
        </Button>
      </div>
    </div>
  );
}
