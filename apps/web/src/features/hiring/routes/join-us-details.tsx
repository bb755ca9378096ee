import '../locales/register';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readId } from '@/shared/lib/query-params';
import { PageSection } from '@/shared/ui/page-section';
import { PageSkeleton } from '@/shared/ui/page-states';
import { SectionHeading } from '@/shared/ui/section-heading';
import { LoadingOutline, StatePanel } from '@/shared/ui/state-panel';
import { usePosition } from '../api/get-position';
import { useQuestionnaire } from '../api/get-questionnaire';
import { isRefusal } from '@/shared/api/retry';
import { ApplicationDone } from '../components/application-done';
import { ApplicationForm, type Sent } from '../components/application-form';
import { ApplyNotes } from '../components/apply-notes';
import styles from '../components/application-form.module.css';
import { JoinLoadError, PositionNotFound } from '../components/join-states';
import { APPLY_ANCHOR, PositionView } from '../components/position-view';
import { hiringNamespace } from '../locales/register';

/** /joinUsDetails?id=: one open position, its questionnaire and the application form. */
export function JoinUsDetailsRoute() {
  const [search] = useSearchParams();
  const id = readId(search);
  return id === null ? <PositionNotFound /> : <JoinUsDetails key={id} id={id} />;
}

function JoinUsDetails({ id }: { id: number }) {
  const { t } = useTranslation(hiringNamespace);
  const position = usePosition(id);
  const questionnaire = useQuestionnaire(id);
  const [sent, setSent] = useState<Sent | null>(null);

  if (position.isPending) return <PageSkeleton label={t('state.loading')} />;
  if (position.isError) {
    // The server refuses an unknown or closed position; the request client left it to us.
    if (isRefusal(position.error)) return <PositionNotFound />;
    return <JoinLoadError frame="page" onRetry={() => void position.refetch()} />;
  }

  const title = position.data.title;
  return (
    <>
      <PositionView position={position.data} />
      <PageSection tone="muted" labelledBy="join-apply">
        <div id={APPLY_ANCHOR} className={styles.anchor} />
        <SectionHeading
          id="join-apply"
          eyebrow={t('form.eyebrow')}
          title={t('form.title', { title })}
          lead={sent ? undefined : t('form.lead')}
        />
        <div className={styles.layout}>
          {sent ? (
            <ApplicationDone title={title} sent={sent} />
          ) : questionnaire.isPending ? (
            <LoadingOutline label={t('state.loading')} heights={[56, 56, 120, 120]} />
          ) : questionnaire.isError ? (
            isRefusal(questionnaire.error) ? (
              <StatePanel alert title={t('state.notFoundTitle')} text={t('state.notFoundText')} />
            ) : (
              <JoinLoadError onRetry={() => void questionnaire.refetch()} />
            )
          ) : (
            <ApplicationForm
              position={position.data}
              questions={questionnaire.data.questions}
              onSent={setSent}
            />
          )}
          {sent ? null : <ApplyNotes />}
        </div>
      </PageSection>
    </>
  );
}
