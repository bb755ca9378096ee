import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/shared/ui/safe-html';
import type { Company } from '../api/get-company';
import { siteNamespace } from '../locales/register';
import page from './about-page.module.css';
import styles from './company-intro.module.css';

export function CompanyIntro({ company }: { company: Company }) {
  const { t } = useTranslation(siteNamespace);
  return (
    <section className={page.section} aria-labelledby="about-name">
      <div className={page.container}>
        <p className={page.eyebrow}>{t('intro.eyebrow')}</p>
        <h1 id="about-name" className={styles.name}>
          {company.name}
        </h1>
        <div className={styles.grid}>
          {company.slogan ? <p className={styles.slogan}>{company.slogan}</p> : <span />}
          <SafeHtml className={styles.body} html={company.intro} />
        </div>
      </div>
    </section>
  );
}
