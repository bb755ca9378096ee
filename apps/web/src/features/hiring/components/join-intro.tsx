import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero, heroClasses } from '@/shared/ui/page-hero';
import { PageSection } from '@/shared/ui/page-section';
import { SectionHeading } from '@/shared/ui/section-heading';
import { paths } from '@/shared/config/paths';
import { JoinArt } from './join-art';
import { hiringNamespace } from '../locales/register';
import styles from './join-intro.module.css';

export const POSITIONS_ANCHOR = 'positions';

/** The studio's figures, as the about page tells them. */
const facts = [
  { value: '2016', key: 'founded' },
  { value: '120+', key: 'artists' },
  { value: '48', key: 'exhibitions' },
  { value: '9', key: 'cities' },
] as const;

const values = ['work', 'studio', 'time'] as const;

/** Brings the open positions into view (a fragment link would count as a new page). */
export function scrollToPositions(behavior: ScrollBehavior = 'auto'): void {
  document.getElementById(POSITIONS_ANCHOR)?.scrollIntoView({ behavior, block: 'start' });
}

/** The head of /joinUs: what working at the studio is like, before the open positions. */
export function JoinIntro() {
  const { t } = useTranslation(hiringNamespace);
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        backdrop={<JoinArt />}
      >
        <button
          type="button"
          className={heroClasses.action}
          onClick={() => scrollToPositions('smooth')}
        >
          {t('hero.positions')} <span aria-hidden="true">↓</span>
        </button>
        <Link className={heroClasses.link} to={paths.superIndividual.href()}>
          {t('hero.programme')} <span aria-hidden="true">→</span>
        </Link>
      </PageHero>
      <PageSection labelledBy="join-life">
        <div className={styles.life}>
          <SectionHeading
            id="join-life"
            eyebrow={t('life.eyebrow')}
            title={t('life.title')}
            lead={t('life.lead')}
          />
          <dl className={styles.facts} aria-label={t('facts.label')}>
            {facts.map((fact) => (
              <div key={fact.key} className={styles.fact}>
                <dt>{t(`facts.${fact.key}`)}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ol className={styles.values}>
          {values.map((value, index) => (
            <li key={value} className={styles.value}>
              <span className={styles.index} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.valueTitle}>{t(`life.${value}Title`)}</h3>
              <p className={styles.valueText}>{t(`life.${value}Text`)}</p>
            </li>
          ))}
        </ol>
      </PageSection>
    </>
  );
}
