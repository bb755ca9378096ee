import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '@/shared/ui/not-found-panel';
import { paths } from '@/shared/config/paths';
import { hiringNamespace } from '../locales/register';
import { LoadErrorPanel } from '@/shared/ui/load-error-panel';

export function JoinLoadError({
  onRetry,
  frame = 'inline',
}: {
  onRetry: () => void;
  frame?: 'inline' | 'page';
}) {
  return <LoadErrorPanel namespace={hiringNamespace} frame={frame} onRetry={onRetry} />;
}

/** An id that names no open position: say so, and lead to the open ones. */
export function PositionNotFound() {
  const { t } = useTranslation(hiringNamespace);
  return (
    <NotFoundPanel
      title={t('state.notFoundTitle')}
      text={t('state.notFoundText')}
      action={t('state.notFoundAction')}
      to={paths.joinUs.href()}
    />
  );
}
