import { useTranslation } from 'react-i18next';
import type { Company } from '../api/get-company';
import { siteNamespace } from '../locales/register';
import page from './about-page.module.css';
import styles from './milestones.module.css';

export function Milestones({ milestones }: { milestones: Company['milestones'] }) {
  const { t } = useTranslation(siteNamespace);
  if (milestones.length === 0) return null;
  const ordered = [...milestones].sort((a, b) => a.year - b.year);
  return (
    <section className={`${page.section} ${styles.section}`} aria-labelledby="about-milestones">
      <div className={`${page.container} ${styles.grid}`}>
        <div className={styles.head}>
          <p className={page.eyebrow}>{t('milestones.eyebrow')}</p>
          <h2 id="about-milestones" className={styles.title}>
            {t('milestones.title')}
          </h2>
        </div>
        <ol className={styles.list}>
          {ordered.map((milestone) => (
            <li key={`${milestone.year}-${milestone.text}`} className={styles.item}>
              <span className={styles.year}>{milestone.year}</span>
              <span className={styles.text}>{milestone.text}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
