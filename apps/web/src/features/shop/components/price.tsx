import { formatYuan } from '@/shared/lib/money';
import { usePointsText } from '@/shared/points/use-points-text';

type Priced = { type: 'art' | 'points'; price: string; score_price: number };

/** A cash price ("¥128.00") in the art mall, a points price ("1,200 points") in the points mall. */
export function Price({ product, className }: { product: Priced; className?: string }) {
  const pointsText = usePointsText();
  const text =
    product.type === 'points' ? pointsText(product.score_price) : formatYuan(product.price);
  return <span className={className}>{text}</span>;
}
