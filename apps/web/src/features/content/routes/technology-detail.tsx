import '../locales/register';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readId } from '@/shared/lib/query-params';
import { PageHero } from '@/shared/ui/page-hero';
import { PageSection } from '@/shared/ui/page-section';
import { PageSkeleton } from '@/shared/ui/page-states';
import { hasText, RichText } from '@/shared/ui/rich-text';
import { paths } from '@/shared/config/paths';
import { useTechnologies } from '../api/get-technologies';
import { useTechnology } from '../api/get-technology';
import { isRefusal } from '@/shared/api/retry';
import { BackLink } from '../components/back-link';
import { LoadError, NotFound } from '../components/content-states';
import detail from '../components/detail.module.css';
import { MoreLinks } from '../components/more-links';
import { TagList } from '../components/tag-list';
import { contentNamespace } from '../locales/register';

/** /technologyDetail?id=: one technology in full. */
export function TechnologyDetailRoute() {
  const [search] = useSearchParams();
  const id = readId(search);
  return id === null ? <TechnologyNotFound /> : <TechnologyDetail id={id} />;
}

function TechnologyDetail({ id }: { id: number }) {
  const { t } = useTranslation(contentNamespace);
  const technology = useTechnology(id);
  const others = useTechnologies(technology.isSuccess);

  if (technology.isPending) return <PageSkeleton label={t('technologyDetail.loading')} />;
  if (technology.isError) {
    if (isRefusal(technology.error)) return <TechnologyNotFound />;
    return (
      <LoadError
        title={t('technologyDetail.errorTitle')}
        onRetry={() => void technology.refetch()}
      />
    );
  }

  const data = technology.data;
  return (
    <div aria-busy={technology.isPlaceholderData}>
      <PageHero
        eyebrow={t('technologyDetail.eyebrow')}
        title={data.title}
        lead={data.summary}
        image={data.image}
      >
        <TagList tags={data.tags} label={t('technology.tags')} tone="dark" />
      </PageHero>
      <PageSection width="text">
        <div className={detail.crumb}>
          <BackLink to={paths.technology.href()} label={t('technologyDetail.back')} />
        </div>
        {hasText(data.content) ? (
          <RichText html={data.content} variant="lead" />
        ) : (
          <p className={detail.summary}>{data.summary}</p>
        )}
      </PageSection>
      <MoreLinks
        id="technology-more"
        eyebrow={t('technologyDetail.moreEyebrow')}
        title={t('technologyDetail.moreTitle')}
        links={(others.data ?? [])
          .filter((other) => other.id !== data.id)
          .slice(0, 3)
          .map((other) => ({ ...other, to: paths.technologyDetail.href(other.id) }))}
      />
      <div className={detail.foot}>
        <BackLink to={paths.technology.href()} label={t('technologyDetail.backLong')} />
      </div>
    </div>
  );
}

function TechnologyNotFound() {
  const { t } = useTranslation(contentNamespace);
  return (
    <NotFound
      title={t('technologyDetail.notFoundTitle')}
      text={t('technologyDetail.notFoundText')}
      action={t('technologyDetail.notFoundAction')}
      to={paths.technology.href()}
    />
  );
}
