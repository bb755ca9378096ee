import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import eyebrows from '@/shared/ui/eyebrow.module.css';
import { PageSection } from '@/shared/ui/page-section';
import { hasText, RichText } from '@/shared/ui/rich-text';
import { SectionHeading } from '@/shared/ui/section-heading';
import type { Founder } from '../api/get-founder';
import { studioNamespace } from '../locales/register';
import styles from './founder-view.module.css';
import readOn from './read-on.module.css';

/** /FOUNDER: portrait and words first, then the biography beside the facts, then the years. */
export function FounderView({ founder, teamPath }: { founder: Founder; teamPath: string }) {
  const { t } = useTranslation(studioNamespace);
  const timeline = [...founder.timeline].sort((a, b) => a.year - b.year);

  return (
    <>
      <header className={styles.head}>
        <div className={styles.headInner}>
          {founder.portrait ? (
            <figure className={styles.portrait}>
              <img
                src={founder.portrait}
                alt={t('founder.portraitAlt', { name: founder.name })}
                width={960}
                height={1200}
                decoding="async"
                fetchPriority="high"
              />
            </figure>
          ) : null}
          <div className={styles.intro}>
            <p className={`${eyebrows.marked} ${styles.eyebrow}`}>{t('founder.eyebrow')}</p>
            <h1 className={styles.name}>{founder.name}</h1>
            {founder.title ? <p className={styles.role}>{founder.title}</p> : null}
            {founder.quote ? (
              <blockquote className={styles.quote}>
                <p>{founder.quote}</p>
              </blockquote>
            ) : null}
          </div>
        </div>
      </header>

      {hasText(founder.bio) || founder.facts.length > 0 ? (
        <PageSection labelledBy="founder-bio" className={styles.bioGrid}>
          {founder.facts.length > 0 ? (
            <aside className={styles.facts} aria-labelledby="founder-facts">
              <h2 id="founder-facts" className={styles.factsTitle}>
                {t('founder.facts')}
              </h2>
              <dl>
                {founder.facts.map((fact) => (
                  <div key={fact.label} className={styles.fact}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </aside>
          ) : null}
          <div className={styles.bio}>
            <SectionHeading id="founder-bio" title={t('founder.bio')} />
            <RichText html={founder.bio} variant="lead" />
          </div>
        </PageSection>
      ) : null}

      {timeline.length > 0 ? (
        <PageSection tone="muted" labelledBy="founder-timeline">
          <SectionHeading
            id="founder-timeline"
            eyebrow={t('founder.timelineEyebrow')}
            title={t('founder.timelineTitle')}
          />
          <ol className={styles.timeline}>
            {timeline.map((entry) => (
              <li key={`${entry.year}-${entry.text}`} className={styles.entry}>
                <span className={styles.year}>{entry.year}</span>
                <span className={styles.text}>{entry.text}</span>
              </li>
            ))}
          </ol>
        </PageSection>
      ) : null}

      <PageSection tone="dark">
        <p className={readOn.label}>{t('story.readOn')}</p>
        <Link className={`${readOn.link} ${styles.closingLink}`} to={teamPath}>
          {t('founder.team')}
          <span aria-hidden="true"> →</span>
        </Link>
      </PageSection>
    </>
  );
}
