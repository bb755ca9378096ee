import '../locales/register';
import { useTranslation } from 'react-i18next';
import { hasText } from '@/shared/ui/rich-text';
import { useRichText } from '@/shared/api/get-rich-text';
import { ProgrammeView } from '../components/programme-view';
import { StudioEmpty, StudioError, StudioSkeleton } from '../components/studio-states';
import { studioNamespace } from '../locales/register';

/** /SUPERINDIVIDUAL: the studio's programme for independent creators, and how to apply. */
export function SuperIndividualRoute() {
  return <SuperIndividual />;
}

function SuperIndividual() {
  const { t } = useTranslation(studioNamespace);
  const doc = useRichText('super_individual');
  const page = t('programme.page');

  if (doc.isPending) return <StudioSkeleton page={page} />;
  if (doc.isError) return <StudioError page={page} onRetry={() => void doc.refetch()} />;
  if (!hasText(doc.data.content)) return <StudioEmpty title={t('programme.emptyTitle')} />;
  return <ProgrammeView doc={doc.data} />;
}
