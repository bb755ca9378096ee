import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import cards from '@/shared/ui/card.module.css';
import { paths } from '@/shared/config/paths';
import type { ProcessCard } from '../api/get-processes';
import { contentNamespace } from '../locales/register';
import { Arrow } from './arrow';
import styles from './process-row.module.css';

/** One process in the overview: a large image beside its number, summary and facts. */
export function ProcessRow({ process, index }: { process: ProcessCard; index: number }) {
  const { t } = useTranslation(contentNamespace);
  const to = paths.processDetail.href(process.id);
  const number = String(index).padStart(2, '0');

  return (
    <article className={`${cards.card} ${styles.row}`}>
      <Link to={to} className={`${cards.frame} ${styles.media}`} tabIndex={-1} aria-hidden="true">
        <img
          className={`${cards.picture} ${styles.image}`}
          src={process.image}
          alt=""
          width={1200}
          height={800}
          loading={index > 1 ? 'lazy' : 'eager'}
          decoding="async"
        />
      </Link>
      <div className={styles.text}>
        <p className={styles.index}>
          <span className={styles.number} aria-hidden="true">
            {number}
          </span>
          <span className="visually-hidden">{t('process.index', { index: number })}</span>
        </p>
        <h3 className={`${cards.title} ${styles.title}`}>
          <Link to={to}>{process.title}</Link>
        </h3>
        <p className={styles.summary}>{process.summary}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('process.duration')}</dt>
            <dd>{process.duration}</dd>
          </div>
          <div>
            <dt>{t('process.steps')}</dt>
            <dd>{t('process.stepCount', { count: process.step_count })}</dd>
          </div>
        </dl>
        <Link
          to={to}
          className={`${cards.more} ${styles.more}`}
          aria-label={t('process.readNamed', { title: process.title })}
        >
          {t('process.read')}
          <Arrow />
        </Link>
      </div>
    </article>
  );
}
