import '../locales/register';
import { useTranslation } from 'react-i18next';
import { PageHero } from '@/shared/ui/page-hero';
import { PageSection } from '@/shared/ui/page-section';
import { SectionHeading } from '@/shared/ui/section-heading';
import { StatePanel } from '@/shared/ui/state-panel';
import { useProcesses } from '../api/get-processes';
import { HeroListSkeleton, LoadError } from '../components/content-states';
import { HeroFacts } from '../components/hero-facts';
import { ProcessRow } from '../components/process-row';
import styles from '../components/lists.module.css';
import { contentNamespace } from '../locales/register';

/** /PROCESS: how a work is made at the studio, process by process. */
export function ProcessRoute() {
  return <Processes />;
}

function Processes() {
  const { t } = useTranslation(contentNamespace);
  const processes = useProcesses();

  if (processes.isPending) return <HeroListSkeleton label={t('process.loading')} shape="rows" />;
  if (processes.isError) {
    return <LoadError title={t('process.errorTitle')} onRetry={() => void processes.refetch()} />;
  }

  const list = processes.data;
  const steps = list.reduce((sum, process) => sum + process.step_count, 0);
  return (
    <>
      <PageHero eyebrow={t('process.eyebrow')} title={t('process.title')} lead={t('process.lead')}>
        {list.length > 0 ? (
          <HeroFacts
            facts={[
              { label: t('process.factProcesses'), value: String(list.length) },
              { label: t('process.factSteps'), value: String(steps) },
            ]}
          />
        ) : null}
      </PageHero>
      <PageSection labelledBy="process-overview">
        {list.length === 0 ? (
          <StatePanel title={t('process.emptyTitle')} text={t('process.emptyText')} />
        ) : (
          <>
            <SectionHeading
              id="process-overview"
              eyebrow={t('process.eyebrow')}
              title={t('process.overviewTitle', { count: list.length })}
              lead={t('process.overviewLead')}
            />
            <ol className={styles.rows} aria-busy={processes.isPlaceholderData}>
              {list.map((process, index) => (
                <li key={process.id}>
                  <ProcessRow process={process} index={index + 1} />
                </li>
              ))}
            </ol>
          </>
        )}
      </PageSection>
    </>
  );
}
