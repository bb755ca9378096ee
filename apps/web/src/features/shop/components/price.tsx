import { useTranslation } from 'react-i18next';
import { formatThousands } from '@/shared/lib/format';
import { formatYuan } from '@/shared/lib/money';
import { shopNamespace } from '../locales/register';

type Priced = { type: 'art' | 'points'; price: string; score_price: number };

/** A cash price ("¥128.00") in the art mall, a points price ("1,200 points") in the points mall. */
export function Price({ product, className }: { product: Priced; className?: string }) {
  const { t } = useTranslation(shopNamespace);
  const text =
    product.type === 'points'
      ? t('price.points', {
          count: product.score_price,
          points: formatThousands(product.score_price),
        })
      : formatYuan(product.price);
  return <span className={className}>{text}</span>;
}
