import '../locales/register';
import { useTranslation } from 'react-i18next';
import eyebrows from '@/shared/ui/eyebrow.module.css';
import { Bone, LoadingStatus, StatePanel } from '@/shared/ui/state-panel';
import { useMrExperiences } from '../api/get-mr';
import { LoadError } from '../components/content-states';
import { MrCard } from '../components/mr-card';
import styles from '../components/mr-page.module.css';
import { contentNamespace } from '../locales/register';

/** /mrExperience, in the personal area: the studio's mixed-reality experiences. */
export function MrExperienceRoute() {
  const { t } = useTranslation(contentNamespace);
  const experiences = useMrExperiences();

  return (
    <section className={styles.page} aria-labelledby="mr-title">
      <header className={styles.head}>
        <p className={`${eyebrows.marked} ${styles.eyebrow}`}>{t('mr.eyebrow')}</p>
        <h1 id="mr-title" className={styles.title}>
          {t('mr.title')}
        </h1>
        <p className={styles.lead}>{t('mr.lead')}</p>
      </header>
      {experiences.isPending ? (
        <LoadingStatus label={t('mr.loading')}>
          <div className={styles.grid} aria-hidden="true">
            {[0, 1].map((index) => (
              <div key={index} className={styles.outline}>
                <Bone className={styles.outlineImage} />
                <Bone className={styles.outlineLine} />
                <Bone className={styles.outlineShort} />
              </div>
            ))}
          </div>
        </LoadingStatus>
      ) : experiences.isError ? (
        <LoadError
          frame="inline"
          title={t('mr.errorTitle')}
          onRetry={() => void experiences.refetch()}
        />
      ) : experiences.data.length === 0 ? (
        <StatePanel title={t('mr.emptyTitle')} text={t('mr.emptyText')} />
      ) : (
        <ul className={styles.grid} aria-busy={experiences.isPlaceholderData}>
          {experiences.data.map((experience, index) => (
            <li key={experience.id}>
              <MrCard experience={experience} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
