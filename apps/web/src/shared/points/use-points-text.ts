import { useTranslation } from 'react-i18next';
import { formatThousands } from '../lib/format';
import { pointsNamespace } from './locales/register';

/** Points as a label reads them: "1,200 points" (singular and plural in each language). */
export function usePointsText(): (points: number) => string {
  const { t } = useTranslation(pointsNamespace);
  return (points) => t('count', { count: points, points: formatThousands(points) });
}
