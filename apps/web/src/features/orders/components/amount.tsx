import { useTranslation } from 'react-i18next';
import { formatThousands } from '@/shared/lib/format';
import { ordersNamespace } from '../locales/register';

/** Points as a label reads them: "1,200 points" (singular and plural in each language). */
export function usePointsText(): (points: number) => string {
  const { t } = useTranslation(ordersNamespace);
  return (points) => t('amount.points', { count: points, points: formatThousands(points) });
}
