import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../api/get-core-team';
import { studioNamespace } from '../locales/register';
import styles from './team-grid.module.css';

/** The core team, a card each: portrait, name, role, since when, and a few words. */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  const { t } = useTranslation(studioNamespace);
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.id} className={styles.card}>
          <img
            className={styles.photo}
            src={member.photo}
            alt={t('team.photoAlt', { name: member.name })}
            width={800}
            height={1000}
            loading="lazy"
            decoding="async"
          />
          <div className={styles.head}>
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.role}>{member.role}</p>
            {member.joined_year ? (
              <p className={styles.joined}>{t('team.joined', { year: member.joined_year })}</p>
            ) : null}
          </div>
          {member.bio ? <p className={styles.bio}>{member.bio}</p> : null}
        </li>
      ))}
    </ul>
  );
}
