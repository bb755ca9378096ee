import '../locales/register';
import { useTranslation } from 'react-i18next';
import { hasText } from '@/shared/ui/rich-text';
import { paths } from '@/shared/config/paths';
import { useFounder, type Founder } from '../api/get-founder';
import { FounderView } from '../components/founder-view';
import { StudioEmpty, StudioError, StudioSkeleton } from '../components/studio-states';
import { studioNamespace } from '../locales/register';

export function isFounderEmpty(founder: Founder): boolean {
  return !founder.name.trim() && !hasText(founder.bio);
}

/** /FOUNDER: the artist who founded the studio. */
export function FounderRoute() {
  const { t } = useTranslation(studioNamespace);
  const founder = useFounder();
  const page = t('founder.page');

  if (founder.isPending) return <StudioSkeleton page={page} />;
  if (founder.isError) return <StudioError page={page} onRetry={() => void founder.refetch()} />;
  if (isFounderEmpty(founder.data)) return <StudioEmpty title={t('founder.emptyTitle')} />;
  return <FounderView founder={founder.data} teamPath={paths.coreTeam.href()} />;
}
