import { useTranslation } from 'react-i18next';
import type { Company } from '../api/get-company';
import { siteNamespace } from '../locales/register';
import page from './about-page.module.css';
import styles from './company-stats.module.css';

export function CompanyStats({ stats }: { stats: Company['stats'] }) {
  const { t } = useTranslation(siteNamespace);
  if (stats.length === 0) return null;
  return (
    <section className={styles.band} aria-labelledby="about-stats">
      <div className={page.container}>
        <h2 id="about-stats" className={`${page.eyebrow} ${page.onDark}`}>
          {t('stats.eyebrow')}
        </h2>
        <dl className={styles.list}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.item}>
              <dt className={styles.label}>{stat.label}</dt>
              <dd className={styles.value}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
