import '../locales/register';
import { useTranslation } from 'react-i18next';
import { PageHero } from '@/shared/ui/page-hero';
import { PageSection } from '@/shared/ui/page-section';
import { SectionHeading } from '@/shared/ui/section-heading';
import { StatePanel } from '@/shared/ui/state-panel';
import { useTechnologies } from '../api/get-technologies';
import { HeroListSkeleton, LoadError } from '../components/content-states';
import styles from '../components/lists.module.css';
import { TechnologyCard } from '../components/technology-card';
import { contentNamespace } from '../locales/register';

/** /Technology: the technologies the studio builds with, a card each. */
export function TechnologyRoute() {
  return <Technologies />;
}

function Technologies() {
  const { t } = useTranslation(contentNamespace);
  const technologies = useTechnologies();

  if (technologies.isPending) {
    return <HeroListSkeleton label={t('technology.loading')} shape="cards" />;
  }
  if (technologies.isError) {
    return (
      <LoadError title={t('technology.errorTitle')} onRetry={() => void technologies.refetch()} />
    );
  }

  const list = technologies.data;
  return (
    <>
      <PageHero
        eyebrow={t('technology.eyebrow')}
        title={t('technology.title')}
        lead={t('technology.lead')}
      />
      <PageSection labelledBy="technology-list">
        {list.length === 0 ? (
          <StatePanel title={t('technology.emptyTitle')} text={t('technology.emptyText')} />
        ) : (
          <>
            <SectionHeading
              id="technology-list"
              eyebrow={t('technology.eyebrow')}
              title={t('technology.listTitle')}
              lead={t('technology.listLead')}
            />
            <ul className={styles.cards} aria-busy={technologies.isPlaceholderData}>
              {list.map((technology, index) => (
                <li key={technology.id}>
                  <TechnologyCard technology={technology} eager={index < 2} />
                </li>
              ))}
            </ul>
          </>
        )}
      </PageSection>
    </>
  );
}
