import { useTranslation } from 'react-i18next';
import { formatThousands } from '@/shared/lib/format';
import { formatYuan } from '@/shared/lib/money';
import { checkoutNamespace } from '../locales/register';

/** Points as a label reads them: "1,200 points" (singular and plural in each language). */
export function usePointsText(): (points: number) => string {
  const { t } = useTranslation(checkoutNamespace);
  return (points) => t('amount.points', { count: points, points: formatThousands(points) });
}

/** What an order costs in its own mall's currency: yuan in the art mall, points in the other. */
export function Amount({
  type,
  amount,
  points,
  className,
}: {
  type: 'art' | 'points';
  amount: string;
  points: number;
  className?: string;
}) {
  const pointsText = usePointsText();
  return (
    <span className={className}>{type === 'points' ? pointsText(points) : formatYuan(amount)}</span>
  );
}
