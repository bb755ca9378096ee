import { useTranslation } from 'react-i18next';
import { RetryPanel, type StatePanelProps } from './state-panel';

/**
 * What shows where data failed to load, in the words of a feature's `namespace` (its
 * `state.errorTitle`, `state.errorText` and `state.retry`), with a button to try again.
 */
export function LoadErrorPanel({
  namespace,
  onRetry,
  frame,
  heading,
}: { namespace: string; onRetry: () => void } & Pick<StatePanelProps, 'frame' | 'heading'>) {
  const { t } = useTranslation(namespace);
  return (
    <RetryPanel
      frame={frame}
      heading={heading}
      title={t('state.errorTitle')}
      text={t('state.errorText')}
      retry={t('state.retry')}
      onRetry={onRetry}
    />
  );
}
