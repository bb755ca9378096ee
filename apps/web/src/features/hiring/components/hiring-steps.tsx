import { useTranslation } from 'react-i18next';
import { useShopConfig } from '@/shared/api/get-shop-config';
import { Link } from 'react-router';
import buttons from '@/shared/ui/button.module.css';
import { PageSection } from '@/shared/ui/page-section';
import { SectionHeading } from '@/shared/ui/section-heading';
import { paths } from '@/shared/config/paths';
import { hiringNamespace } from '../locales/register';
import styles from './hiring-steps.module.css';

const steps = ['apply', 'talk', 'visit', 'offer'] as const;

/** How an application goes, then a word for those no position fits. */
export function HiringSteps() {
  const { t } = useTranslation(hiringNamespace);
  const email = useShopConfig().data?.service_email ?? '';
  return (
    <>
      <PageSection labelledBy="join-steps">
        <SectionHeading id="join-steps" eyebrow={t('steps.eyebrow')} title={t('steps.title')} />
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.title}>{t(`steps.${step}Title`)}</h3>
              <p className={styles.text}>{t(`steps.${step}Text`)}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection tone="dark" labelledBy="join-more">
        <div className={styles.more}>
          <div>
            <h2 id="join-more" className={styles.moreTitle}>
              {t('more.title')}
            </h2>
            <p className={styles.moreText}>{t('more.text', { email })}</p>
          </div>
          <div className={styles.moreActions}>
            <a className={`${buttons.light} ${styles.primary}`} href={`mailto:${email}`}>
              {t('more.mail')}
            </a>
            <Link className={styles.secondary} to={paths.superIndividual.href()}>
              {t('more.programme')} <span aria-hidden="true">→</span>
            </Link>
          </div>
        </div>
      </PageSection>
    </>
  );
}
