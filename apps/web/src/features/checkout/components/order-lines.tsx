import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import type { CheckoutLine } from '../api/get-checkout';
import { formatYuan } from '@/shared/lib/money';
import { checkoutNamespace } from '../locales/register';
import { usePointsText } from '@/shared/points/use-points-text';
import styles from './order-lines.module.css';

/** The lines being bought: picture, name, unit price, quantity and line total. */
export function OrderLines({ lines, type }: { lines: CheckoutLine[]; type: 'art' | 'points' }) {
  const { t } = useTranslation(checkoutNamespace);
  const pointsText = usePointsText();
  const unit = (line: CheckoutLine) =>
    type === 'points' ? pointsText(line.score_price) : formatYuan(line.price);
  const total = (line: CheckoutLine) =>
    type === 'points' ? pointsText(line.line_score) : formatYuan(line.line_total);

  return (
    <ul className={styles.lines} aria-label={t('lines.label')}>
      {lines.map((line) => (
        <li key={line.product_id} className={styles.line}>
          <img className={styles.image} src={line.image} alt="" loading="lazy" decoding="async" />
          <div className={styles.text}>
            <Link className={styles.name} to={paths.productDetail.href(line.product_id)}>
              {line.name}
            </Link>
            <p className={styles.unit}>
              <span>{unit(line)}</span>
              <span aria-label={t('lines.quantity', { count: line.quantity })}>
                × {line.quantity}
              </span>
            </p>
            {type === 'art' && line.earn_score > 0 ? (
              <p className={styles.earn}>
                {t('lines.earn', { points: pointsText(line.earn_score) })}
              </p>
            ) : null}
          </div>
          <p className={styles.total}>{total(line)}</p>
        </li>
      ))}
    </ul>
  );
}
