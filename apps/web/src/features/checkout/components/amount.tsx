import { formatYuan } from '@/shared/lib/money';
import { usePointsText } from '@/shared/points/use-points-text';

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
