import { useTranslation } from 'react-i18next';
import cards from '@/shared/ui/card.module.css';
import type { MrExperience } from '../api/get-mr';
import { contentNamespace } from '../locales/register';
import styles from './mr-card.module.css';

/** One mixed-reality experience: its scene, what it is, and where and when to go. */
export function MrCard({ experience, eager }: { experience: MrExperience; eager: boolean }) {
  const { t } = useTranslation(contentNamespace);
  return (
    <article className={`${cards.card} ${styles.card}`}>
      <div className={styles.media}>
        <img
          className={`${cards.picture} ${styles.image}`}
          src={experience.image}
          alt={t('mr.imageAlt', { title: experience.title })}
          width={960}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={styles.duration}>
          {t('mr.minutes', { count: experience.duration_minutes })}
        </span>
      </div>
      <div className={styles.body}>
        <h2 className={`${cards.title} ${styles.title}`}>{experience.title}</h2>
        <p className={styles.summary}>{experience.summary}</p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('mr.location')}</dt>
            <dd>{experience.location}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('mr.duration')}</dt>
            <dd>{t('mr.minutes', { count: experience.duration_minutes })}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('mr.hours')}</dt>
            <dd>{experience.open_hours}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
