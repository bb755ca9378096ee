import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { heroClasses, PageHero } from '@/shared/ui/page-hero';
import { PageSection } from '@/shared/ui/page-section';
import { hasText, RichText } from '@/shared/ui/rich-text';
import { SectionHeading } from '@/shared/ui/section-heading';
import { paths } from '@/shared/config/paths';
import type { RichText as RichTextDoc } from '@/shared/api/get-rich-text';
import { jumpTo } from '../lib/jump';
import { splitSections, type TextSection } from '../lib/text-sections';
import { studioNamespace } from '../locales/register';
import { ProgrammeArt } from './programme-art';
import { ProgrammePositions } from './programme-positions';
import styles from './programme-view.module.css';

const numeral = (index: number) => String(index + 1).padStart(2, '0');
const tones = ['muted', 'dark', 'plain'] as const;

/** One part of the programme's text: a list is set as cards, prose as a column of text. */
function ProgrammeSection({ section, index }: { section: TextSection; index: number }) {
  const tone = tones[index % tones.length] ?? 'plain';
  const dark = tone === 'dark';
  const id = `programme-part-${index}`;
  return (
    <PageSection tone={tone} labelledBy={id}>
      <SectionHeading
        id={id}
        eyebrow={numeral(index)}
        title={section.title}
        tone={dark ? 'dark' : 'light'}
      />
      {section.items ? (
        <ol className={`${styles.items} ${dark ? styles.numbered : styles.cards}`}>
          {section.items.map((item, i) => (
            <li key={`${item.title}-${i}`} className={styles.item}>
              <span className={styles.itemNumber} aria-hidden="true">
                {numeral(i)}
              </span>
              {item.title ? <h3 className={styles.itemTitle}>{item.title}</h3> : null}
              <p className={styles.itemText}>{item.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <RichText html={section.html} tone={dark ? 'dark' : 'light'} className={styles.prose} />
      )}
    </PageSection>
  );
}

/**
 * /SUPERINDIVIDUAL: the studio's own text about the programme, laid out part by part (who it is
 * for, what creators get...), then the open intakes that lead to the application.
 */
export function ProgrammeView({ doc }: { doc: RichTextDoc }) {
  const { t } = useTranslation(studioNamespace);
  const { intro, sections } = useMemo(() => splitSections(doc.content), [doc.content]);

  return (
    <>
      <PageHero
        eyebrow={t('programme.eyebrow')}
        title={doc.title}
        lead={t('programme.lead')}
        backdrop={<ProgrammeArt />}
      >
        <a
          className={heroClasses.action}
          href="#programme-open"
          onClick={(event) => jumpTo(event, 'programme-open')}
        >
          {t('programme.apply')} <span aria-hidden="true">↓</span>
        </a>
      </PageHero>

      {hasText(intro) ? (
        <PageSection labelledBy="programme-what" className={styles.what}>
          <SectionHeading
            id="programme-what"
            eyebrow={t('programme.whatEyebrow')}
            title={t('programme.whatTitle')}
          />
          <RichText html={intro} variant="lead" />
        </PageSection>
      ) : null}

      {sections.map((section, index) => (
        <ProgrammeSection key={`${section.title}-${index}`} section={section} index={index} />
      ))}

      <section
        id="programme-open"
        tabIndex={-1}
        className={styles.open}
        aria-labelledby="programme-open-title"
      >
        <div className={styles.openInner}>
          <SectionHeading
            id="programme-open-title"
            eyebrow={t('programme.openEyebrow')}
            title={t('programme.openTitle')}
          />
          <ProgrammePositions />
        </div>
      </section>

      <PageSection tone="dark" className={styles.closing}>
        <div>
          <h2 className={styles.closingTitle}>{t('programme.closingTitle')}</h2>
          <p className={styles.closingText}>{t('programme.closingText')}</p>
        </div>
        <Link className={heroClasses.action} to={paths.joinUs.href({ kind: 'programme' })}>
          {t('programme.apply')} <span aria-hidden="true">→</span>
        </Link>
      </PageSection>
    </>
  );
}
