import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/lib/format';
import buttons from '@/shared/ui/button.module.css';
import { PageHero, heroClasses } from '@/shared/ui/page-hero';
import { Container } from '@/shared/ui/page-section';
import { RichText, hasText } from '@/shared/ui/rich-text';
import { paths } from '@/shared/config/paths';
import type { Position } from '../api/get-position';
import { hiringNamespace } from '../locales/register';
import styles from './position-view.module.css';

export const APPLY_ANCHOR = 'apply';

export function scrollToApply(): void {
  document.getElementById(APPLY_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** The position: its head on black, then the role and the wishes beside its facts. */
export function PositionView({ position }: { position: Position }) {
  const { t } = useTranslation(hiringNamespace);
  const date = formatDate(position.published_at, t('dateFormat'));

  const facts = [
    { key: 'department', value: position.department },
    { key: 'city', value: position.city },
    { key: 'headcount', value: t('detail.headcountValue', { value: position.headcount }) },
    { key: 'published', value: date },
    {
      key: 'questions',
      value: t('detail.questionsValue', { count: position.question_count }),
    },
  ];

  return (
    <>
      <PageHero eyebrow={t(`kind.${position.kind}`)} title={position.title} lead={position.summary}>
        <button type="button" className={heroClasses.action} onClick={scrollToApply}>
          {t('detail.apply')} <span aria-hidden="true">↓</span>
        </button>
        <Link className={heroClasses.link} to={paths.joinUs.href({ kind: position.kind })}>
          <span aria-hidden="true">←</span> {t('detail.back')}
        </Link>
      </PageHero>
      <Container className={styles.body}>
        <div className={styles.columns}>
          <div className={styles.article}>
            <section aria-labelledby="join-role" className={styles.part}>
              <h2 id="join-role" className={styles.partTitle}>
                {t('detail.roleTitle')}
              </h2>
              {hasText(position.description) ? (
                <RichText html={position.description} variant="lead" />
              ) : (
                <p className={styles.nothing}>{t('detail.nothing')}</p>
              )}
            </section>
            <section aria-labelledby="join-requirements" className={styles.part}>
              <h2 id="join-requirements" className={styles.partTitle}>
                {t('detail.requirementsTitle')}
              </h2>
              {hasText(position.requirements) ? (
                <RichText html={position.requirements} />
              ) : (
                <p className={styles.nothing}>{t('detail.nothing')}</p>
              )}
            </section>
          </div>
          <aside className={styles.aside} aria-labelledby="join-facts">
            <h2 id="join-facts" className={styles.asideTitle}>
              {t('detail.facts')}
            </h2>
            <dl className={styles.facts}>
              {facts.map((fact) => (
                <div key={fact.key} className={styles.fact}>
                  <dt>{t(`detail.${fact.key}`)}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
            <button
              type="button"
              className={`${buttons.dark} ${styles.apply}`}
              onClick={scrollToApply}
            >
              {t('detail.apply')}
            </button>
          </aside>
        </div>
      </Container>
    </>
  );
}
