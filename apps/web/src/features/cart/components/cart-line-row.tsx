import { DeleteOutlined } from '@ant-design/icons';
import { usePointsText } from '@/shared/points/use-points-text';
import { Checkbox } from 'antd';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { quantityBounds } from '@/shared/lib/quantity';
import { QuantityStepper } from '@/shared/ui/quantity-stepper';
import { formatFen, yuanToFen } from '@/shared/lib/money';
import { paths } from '@/shared/config/paths';
import { lineAmount, lineIssue, type LineState } from '../lib/cart-selection';
import { cartNamespace } from '../locales/register';
import styles from './cart-line-row.module.css';

export interface CartLineRowProps {
  state: LineState;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One line of the cart: a row at 1200 px, a stacked card on a phone. */
export function CartLineRow({
  state,
  selected,
  onSelect,
  onQuantity,
  onDelete,
  deleting,
}: CartLineRowProps) {
  const { t } = useTranslation(cartNamespace);
  const { line, quantity } = state;
  const { product } = line;
  const issue = lineIssue(state);
  const amount = lineAmount(state);
  const bounds = quantityBounds(product.stock, product.on_sale);
  const to = paths.productDetail.href(product.id);
  const points = usePointsText();
  const unit =
    product.type === 'points' ? points(product.score_price) : formatFen(yuanToFen(product.price));
  const total = product.type === 'points' ? points(amount.points) : formatFen(amount.fen);

  return (
    <li className={`${styles.row} ${issue ? styles.unavailable : ''}`}>
      <div className={styles.check}>
        <Checkbox
          checked={selected && issue === null}
          disabled={issue !== null}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('selectLine', { name: product.name })}
        />
      </div>
      <Link to={to} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <img src={product.image} alt="" loading="lazy" decoding="async" />
      </Link>
      <div className={styles.info}>
        <Link to={to} className={styles.name}>
          {product.name}
        </Link>
        {issue ? (
          <p className={styles.issue}>
            <span className={styles.issueTag}>{t(`issue.${issue}`, { count: product.stock })}</span>
            {issue === 'short' ? (
              <button
                type="button"
                className={styles.useStock}
                onClick={() => onQuantity(bounds.max)}
              >
                {t('useStock', { count: bounds.max })}
              </button>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className={styles.price}>{unit}</div>
      <div className={styles.quantity}>
        <QuantityStepper
          value={quantity}
          bounds={bounds}
          onChange={onQuantity}
          label={t('quantityOf', { name: product.name })}
        />
        {issue === null && quantity >= bounds.max ? (
          <span className={styles.hint}>{t('maxHint', { count: bounds.max })}</span>
        ) : null}
      </div>
      <div className={styles.total}>
        {issue === 'off_sale' || issue === 'out_of_stock' ? '—' : total}
      </div>
      <div className={styles.actions}>
        <GuardedButton
          type="text"
          className={styles.delete}
          icon={<DeleteOutlined aria-hidden />}
          loading={deleting}
          aria-label={t('deleteLabel', { name: product.name })}
          onClick={onDelete}
        >
          <span className={styles.deleteText}>{t('delete')}</span>
        </GuardedButton>
      </div>
    </li>
  );
}
