import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '@/shared/ui/page-states';
import { RetryPanel, StatePanel } from '@/shared/ui/state-panel';
import { studioNamespace } from '../locales/register';

/** A studio page while it loads: the hero's block and a column of text, named for the page. */
export function StudioSkeleton({ page }: { page: string }) {
  const { t } = useTranslation(studioNamespace);
  return <PageSkeleton label={t('state.loading', { page })} />;
}

export function StudioError({ page, onRetry }: { page: string; onRetry: () => void }) {
  const { t } = useTranslation(studioNamespace);
  return (
    <RetryPanel
      frame="page"
      title={t('state.errorTitle', { page })}
      text={t('state.errorText')}
      retry={t('state.retry')}
      onRetry={onRetry}
    />
  );
}

export function StudioEmpty({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation(studioNamespace);
  return <StatePanel frame="page" title={title} text={text ?? t('state.emptyText')} />;
}
