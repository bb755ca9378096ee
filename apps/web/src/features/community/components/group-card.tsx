import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import type { GroupCard as Card } from '../api/group-queries';
import { communityNamespace } from '../locales/register';
import { GroupFacts } from './group-facts';
import styles from './community.module.css';

/** A group in the list: cover, name, summary, members, posts and when it was last active. */
export function GroupCard({ group }: { group: Card }) {
  const { t } = useTranslation(communityNamespace);
  return (
    <Link className={styles.card} to={paths.groupDetail.href(group.id)}>
      <img
        className={styles.cover}
        src={group.cover}
        alt=""
        width={600}
        height={300}
        loading="lazy"
      />
      <div className={styles.cardBody}>
        {group.gated || !group.open ? (
          <div className={styles.tags}>
            {group.gated ? (
              <span className={`${styles.tag} ${styles.tagAccent}`}>{t('list.gated')}</span>
            ) : null}
            {group.open ? null : <span className={styles.tag}>{t('list.closed')}</span>}
          </div>
        ) : null}
        <h3 className={styles.cardTitle}>{group.name}</h3>
        <p className={styles.summary}>{group.summary}</p>
        <GroupFacts group={group} className={styles.facts} />
      </div>
    </Link>
  );
}
