import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RetryPanel, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { useJoinPaths } from '../join-paths';
import { joinNamespace } from '../locales/register';

export function JoinLoadError({
  onRetry,
  frame = 'inline',
}: {
  onRetry: () => void;
  frame?: 'inline' | 'page';
}) {
  const { t } = useTranslation(joinNamespace);
  return (
    <RetryPanel
      frame={frame}
      title={t('state.errorTitle')}
      text={t('state.errorText')}
      retry={t('state.retry')}
      onRetry={onRetry}
    />
  );
}

/** An id that names no open position: say so, and lead to the open ones. */
export function PositionNotFound() {
  const { t } = useTranslation(joinNamespace);
  const paths = useJoinPaths();
  return (
    <StatePanel
      frame="page"
      title={t('state.notFoundTitle')}
      text={t('state.notFoundText')}
      actions={
        <Link className={stateClasses.primary} to={paths.joinUs.path}>
          {t('state.notFoundAction')}
        </Link>
      }
    />
  );
}
