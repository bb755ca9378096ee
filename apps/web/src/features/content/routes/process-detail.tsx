import '../locales/register';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readId } from '@/shared/lib/query-params';
import { PageHero } from '@/shared/ui/page-hero';
import { PageSection } from '@/shared/ui/page-section';
import { PageSkeleton } from '@/shared/ui/page-states';
import { hasText, RichText } from '@/shared/ui/rich-text';
import { SectionHeading } from '@/shared/ui/section-heading';
import { paths } from '@/shared/config/paths';
import { useProcess } from '../api/get-process';
import { useProcesses } from '../api/get-processes';
import { isRefusal } from '@/shared/api/retry';
import { BackLink } from '../components/back-link';
import { LoadError, NotFound } from '../components/content-states';
import detail from '../components/detail.module.css';
import { HeroFacts } from '../components/hero-facts';
import { MoreLinks } from '../components/more-links';
import { StepSequence } from '../components/step-sequence';
import { contentNamespace } from '../locales/register';

/** /PROCESSDETAIL?id=: one process, what it is and its steps in order. */
export function ProcessDetailRoute() {
  const [search] = useSearchParams();
  const id = readId(search);
  return id === null ? <ProcessNotFound /> : <ProcessDetail id={id} />;
}

function ProcessDetail({ id }: { id: number }) {
  const { t } = useTranslation(contentNamespace);
  const process = useProcess(id);
  const others = useProcesses(process.isSuccess);

  if (process.isPending) return <PageSkeleton label={t('processDetail.loading')} />;
  if (process.isError) {
    if (isRefusal(process.error)) return <ProcessNotFound />;
    return (
      <LoadError title={t('processDetail.errorTitle')} onRetry={() => void process.refetch()} />
    );
  }

  const data = process.data;
  return (
    <div aria-busy={process.isPlaceholderData}>
      <PageHero
        eyebrow={t('processDetail.eyebrow')}
        title={data.title}
        lead={data.summary}
        image={data.image}
      >
        <HeroFacts
          facts={[
            { label: t('process.duration'), value: data.duration },
            {
              label: t('process.steps'),
              value: t('process.stepCount', { count: data.step_count }),
            },
          ]}
        />
      </PageHero>
      <PageSection width="text" labelledBy="process-about">
        <div className={detail.crumb}>
          <BackLink to={paths.process.href()} label={t('processDetail.back')} />
        </div>
        <h2 id="process-about" className="visually-hidden">
          {t('processDetail.aboutTitle')}
        </h2>
        {hasText(data.content) ? (
          <RichText html={data.content} variant="lead" />
        ) : (
          <p className={detail.summary}>{data.summary}</p>
        )}
      </PageSection>
      {data.steps.length > 0 ? (
        <PageSection tone="muted" labelledBy="process-steps">
          <div className={detail.split}>
            <div className={detail.splitHead}>
              <SectionHeading
                id="process-steps"
                eyebrow={t('processDetail.stepsEyebrow')}
                title={t('processDetail.stepsTitle', { count: data.steps.length })}
                lead={t('processDetail.stepsLead')}
              />
            </div>
            <StepSequence steps={data.steps} />
          </div>
        </PageSection>
      ) : null}
      <MoreLinks
        id="process-more"
        tone={data.steps.length > 0 ? 'plain' : 'muted'}
        eyebrow={t('processDetail.moreEyebrow')}
        title={t('processDetail.moreTitle')}
        links={(others.data ?? [])
          .filter((other) => other.id !== data.id)
          .slice(0, 3)
          .map((other) => ({ ...other, to: paths.processDetail.href(other.id) }))}
      />
      <div className={detail.foot}>
        <BackLink to={paths.process.href()} label={t('processDetail.backLong')} />
      </div>
    </div>
  );
}

function ProcessNotFound() {
  const { t } = useTranslation(contentNamespace);
  return (
    <NotFound
      title={t('processDetail.notFoundTitle')}
      text={t('processDetail.notFoundText')}
      action={t('processDetail.notFoundAction')}
      to={paths.process.href()}
    />
  );
}
