import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { NotFoundPanel } from '@/shared/ui/not-found-panel';
import { RetryPanel } from '@/shared/ui/state-panel';
import { communityNamespace } from '../locales/register';

export function CommunityLoadError({
  onRetry,
  frame = 'inline',
}: {
  onRetry: () => void;
  frame?: 'inline' | 'page';
}) {
  const { t } = useTranslation(communityNamespace);
  return (
    <RetryPanel
      frame={frame}
      title={t('load.errorTitle')}
      text={t('load.errorText')}
      retry={t('load.retry')}
      onRetry={onRetry}
    />
  );
}

/** An id that names no group: say so, and lead to the others. */
export function GroupNotFound() {
  const { t } = useTranslation(communityNamespace);
  return (
    <NotFoundPanel
      title={t('load.notFoundTitle')}
      text={t('load.notFoundText')}
      action={t('load.notFoundAction')}
      to={paths.community.href()}
    />
  );
}
