import { useTranslation } from 'react-i18next';
import type { Company } from '../api/get-company';
import { siteNamespace } from '../locales/register';
import page from './about-page.module.css';
import styles from './studio-place.module.css';

/** Where and when: the studio's own artwork beside its founding year and city. */
export function StudioPlace({ company }: { company: Company }) {
  const { t } = useTranslation(siteNamespace);
  return (
    <section className={page.section} aria-labelledby="about-studio">
      <div className={`${page.container} ${styles.grid}`}>
        {company.image && (
          <figure className={styles.figure}>
            <img
              className={styles.image}
              src={company.image}
              alt={t('studio.imageAlt', { name: company.name })}
              width={1600}
              height={900}
              loading="lazy"
              decoding="async"
            />
          </figure>
        )}
        <div className={styles.facts}>
          <h2 id="about-studio" className={page.eyebrow}>
            {t('studio.eyebrow')}
          </h2>
          <dl className={styles.list}>
            <div className={styles.fact}>
              <dt>{t('studio.founded')}</dt>
              <dd className={styles.year}>{company.founded_year}</dd>
            </div>
            {company.city && (
              <div className={styles.fact}>
                <dt>{t('studio.city')}</dt>
                <dd className={styles.city}>{company.city}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>
    </section>
  );
}
