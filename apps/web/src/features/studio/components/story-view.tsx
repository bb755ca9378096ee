import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from '@/shared/ui/page-hero';
import { PageSection } from '@/shared/ui/page-section';
import { PullQuote } from '@/shared/ui/pull-quote';
import { hasText, RichText } from '@/shared/ui/rich-text';
import type { Story } from '../api/get-story-page';
import { jumpTo } from '../lib/jump';
import { takeQuote } from '../lib/pull-quote';
import { studioNamespace } from '../locales/register';
import readOn from './read-on.module.css';
import styles from './story-view.module.css';

const numeral = (index: number) => String(index + 1).padStart(2, '0');

export interface StoryViewProps {
  story: Story;
  eyebrow: string;
  /** Where the reader goes on from here, and its title. */
  next: { to: string; title: string };
}

/**
 * A story page (BUSINESS, Idea, city): the hero, an overview with the page's chapters, then
 * each section as a chapter of its own, image and words alternating sides.
 */
export function StoryView({ story, eyebrow, next }: StoryViewProps) {
  const { t } = useTranslation(studioNamespace);
  const { body, quote } = useMemo(() => takeQuote(story.body), [story.body]);
  const middle = Math.ceil(story.sections.length / 2);

  const chapter = (section: Story['sections'][number], index: number) => (
    <article
      key={section.id}
      id={`chapter-${section.id}`}
      tabIndex={-1}
      className={`${styles.chapter} ${index % 2 ? styles.flip : ''}`}
      aria-labelledby={`chapter-${section.id}-title`}
    >
      {section.image ? (
        <figure className={styles.figure}>
          <img
            className={styles.image}
            src={section.image}
            alt={t('story.imageAlt', { title: section.title })}
            width={1200}
            height={900}
            loading="lazy"
            decoding="async"
          />
        </figure>
      ) : null}
      <div className={styles.words}>
        <p className={styles.numeral} aria-hidden="true">
          {numeral(index)}
        </p>
        {section.subtitle ? <p className={styles.subtitle}>{section.subtitle}</p> : null}
        <h2 id={`chapter-${section.id}-title`} className={styles.title}>
          {section.title}
        </h2>
        <p className={styles.summary}>{section.summary}</p>
      </div>
    </article>
  );

  return (
    <>
      <PageHero eyebrow={eyebrow} title={story.title} lead={story.lead} image={story.image} />

      {hasText(body) || story.sections.length > 0 ? (
        <PageSection labelledBy="story-overview" className={styles.overview}>
          <div className={styles.aside}>
            <h2 id="story-overview" className={styles.overviewTitle}>
              {t('story.overview')}
            </h2>
            {story.sections.length > 1 ? (
              <nav aria-label={t('story.chapters')}>
                <p className={styles.chaptersTitle}>{t('story.chapters')}</p>
                <ol className={styles.chapters}>
                  {story.sections.map((section, index) => (
                    <li key={section.id}>
                      <a
                        href={`#chapter-${section.id}`}
                        onClick={(event) => jumpTo(event, `chapter-${section.id}`)}
                      >
                        <span className={styles.chapterNumber}>{numeral(index)}</span>
                        {section.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
          </div>
          {hasText(body) ? <RichText html={body} variant="lead" /> : null}
        </PageSection>
      ) : null}

      {story.sections.length > 0 ? (
        <div className={styles.chapterList}>
          {story.sections.slice(0, middle).map(chapter)}
          {quote ? (
            <div className={styles.quoteBand}>
              <PullQuote quote={quote} tone="dark" />
            </div>
          ) : null}
          {story.sections.slice(middle).map((section, index) => chapter(section, index + middle))}
        </div>
      ) : quote ? (
        <div className={styles.quoteBand}>
          <PullQuote quote={quote} tone="dark" />
        </div>
      ) : null}

      <PageSection tone="dark">
        <p className={readOn.label}>{t('story.readOn')}</p>
        <Link className={`${readOn.link} ${styles.nextLink}`} to={next.to}>
          {next.title}
          <span aria-hidden="true"> →</span>
        </Link>
      </PageSection>
    </>
  );
}
