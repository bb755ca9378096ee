import { useTranslation } from 'react-i18next';
import { LoadingOutline } from '@/shared/ui/state-panel';
import { orderNamespace } from '../locales/register';
import { LoadErrorPanel } from '@/shared/ui/load-error-panel';

/** Order outlines while the list or the detail loads. */
export function OrdersSkeleton({ count = 3, height = 220 }: { count?: number; height?: number }) {
  const { t } = useTranslation(orderNamespace);
  return <LoadingOutline label={t('state.loading')} heights={Array<number>(count).fill(height)} />;
}

export function OrdersError({ onRetry }: { onRetry: () => void }) {
  return <LoadErrorPanel namespace={orderNamespace} onRetry={onRetry} />;
}
