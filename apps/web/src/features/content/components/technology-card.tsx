import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import cards from '@/shared/ui/card.module.css';
import { paths } from '@/shared/config/paths';
import type { TechnologyCard as Technology } from '../api/get-technologies';
import { contentNamespace } from '../locales/register';
import { Arrow } from './arrow';
import { TagList } from './tag-list';
import styles from './technology-card.module.css';

/** A technology in the overview: its artwork, tags, name and what it is for. */
export function TechnologyCard({ technology, eager }: { technology: Technology; eager: boolean }) {
  const { t } = useTranslation(contentNamespace);
  const to = paths.technologyDetail.href(technology.id);

  return (
    <article className={`${cards.card} ${styles.card}`}>
      <Link to={to} className={cards.frame} tabIndex={-1} aria-hidden="true">
        <img
          className={`${cards.picture} ${styles.image}`}
          src={technology.image}
          alt=""
          width={1200}
          height={750}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Link>
      <div className={styles.body}>
        <TagList tags={technology.tags} label={t('technology.tags')} />
        <h3 className={`${cards.title} ${styles.title}`}>
          <Link to={to}>{technology.title}</Link>
        </h3>
        <p className={styles.summary}>{technology.summary}</p>
        <Link to={to} className={`${cards.more} ${styles.more}`} tabIndex={-1} aria-hidden="true">
          {t('technology.read')}
          <Arrow />
        </Link>
      </div>
    </article>
  );
}
