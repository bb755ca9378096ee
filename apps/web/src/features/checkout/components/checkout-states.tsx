import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOutline, StatePanel } from '@/shared/ui/state-panel';
import { checkoutNamespace } from '../locales/register';
import { LoadErrorPanel } from '@/shared/ui/load-error-panel';

/** The outline of a checkout page while it loads. */
export function CheckoutSkeleton({ blocks = [180, 240, 120] }: { blocks?: number[] }) {
  const { t } = useTranslation(checkoutNamespace);
  return <LoadingOutline label={t('state.loading')} heights={blocks} />;
}

export function CheckoutError({ onRetry }: { onRetry: () => void }) {
  return <LoadErrorPanel namespace={checkoutNamespace} onRetry={onRetry} />;
}

/** A whole page's refusal or absence: an unknown order, nothing to check out. */
export function CheckoutPageState({
  title,
  text,
  actions,
  code,
  alert,
}: {
  title: ReactNode;
  text: ReactNode;
  actions?: ReactNode;
  code?: string;
  alert?: boolean;
}) {
  return (
    <StatePanel
      frame="page"
      code={code}
      alert={alert}
      title={title}
      text={text}
      actions={actions}
    />
  );
}
