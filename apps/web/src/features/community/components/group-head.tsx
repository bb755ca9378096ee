import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format';
import { heroClasses } from '@/shared/ui/page-hero';
import { Container } from '@/shared/ui/page-section';
import type { GroupInfo } from '../api/group-queries';
import { standingOf, type Standing } from '../lib/standing';
import { communityNamespace } from '../locales/register';
import { GroupFacts } from './group-facts';
import styles from './community.module.css';

/** The group's head: its cover behind its name and counts, and where the caller stands. */
export function GroupHead({ group }: { group: GroupInfo }) {
  const { t } = useTranslation(communityNamespace);
  return (
    <header className={styles.head}>
      <img className={styles.headImage} src={group.cover} alt="" width={1200} height={600} />
      <Container className={styles.headInner}>
        <div className={styles.headWords}>
          <p className={styles.headEyebrow}>
            {group.gated ? `${t('group.eyebrow')} · ${t('list.gated')}` : t('group.eyebrow')}
          </p>
          <h1 className={styles.headTitle}>{group.name}</h1>
          <GroupFacts group={group} className={styles.headFacts} />
        </div>
        <StandingBox groupId={group.id} standing={standingOf(group)} signedIn={group.me !== null} />
      </Container>
    </header>
  );
}

function StandingBox({
  groupId,
  standing,
  signedIn,
}: {
  groupId: number;
  standing: Standing;
  signedIn: boolean;
}) {
  const { t } = useTranslation(communityNamespace);
  const day = (iso: string) => formatDate(iso, 'YYYY-MM-DD');
  switch (standing.kind) {
    case 'join':
      return (
        <div className={styles.standing}>
          <Link className={heroClasses.action} to={paths.communityJoin.href(groupId)}>
            {signedIn ? t('state.join') : t('state.signInToJoin')}
          </Link>
        </div>
      );
    case 'pending':
      return (
        <div className={styles.standing}>
          <span className={styles.stateBadge}>{t('state.pending')}</span>
          <Link
            className={heroClasses.link}
            to={`${paths.communityCenter.href()}?tab=applications`}
          >
            {t('state.viewApplication')}
          </Link>
        </div>
      );
    case 'member':
      return (
        <div className={styles.standing}>
          <span className={styles.stateBadge}>{t('state.member')}</span>
          <p className={styles.standingNote}>
            {t('state.memberSince', { date: day(standing.since) })}
          </p>
        </div>
      );
    case 'banned':
      return (
        <div className={styles.standing}>
          <span className={styles.stateBadge}>
            {t('state.banned', { date: day(standing.until) })}
          </span>
        </div>
      );
    case 'cooldown':
      return (
        <div className={styles.standing}>
          <span className={styles.stateBadge}>
            {t('state.cooldown', { date: formatDate(standing.until, 'YYYY-MM-DD HH:mm') })}
          </span>
          {standing.reason ? (
            <p className={styles.standingNote}>
              {t('state.refusedBecause', { reason: standing.reason })}
            </p>
          ) : null}
        </div>
      );
    case 'closed':
      return (
        <div className={styles.standing}>
          <span className={styles.stateBadge}>{t('state.closed')}</span>
        </div>
      );
  }
}
