import '../locales/register';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import cards from '@/shared/ui/card.module.css';
import { PageHero } from '@/shared/ui/page-hero';
import { PageSection } from '@/shared/ui/page-section';
import { paths } from '@/shared/config/paths';
import { useCoreTeam } from '../api/get-core-team';
import { StudioEmpty, StudioError, StudioSkeleton } from '../components/studio-states';
import { TeamGrid } from '../components/team-grid';
import { studioNamespace } from '../locales/register';
import styles from './core-team.module.css';

/** /CORETEAM: the people of the studio, and where to go on to (the artists, joining). */
export function CoreTeamRoute() {
  const { t } = useTranslation(studioNamespace);
  const team = useCoreTeam();
  const page = t('team.page');

  if (team.isPending) return <StudioSkeleton page={page} />;
  if (team.isError) return <StudioError page={page} onRetry={() => void team.refetch()} />;
  if (team.data.length === 0) return <StudioEmpty title={t('team.emptyTitle')} />;

  return (
    <>
      <PageHero
        eyebrow={t('team.eyebrow')}
        title={t('team.title')}
        lead={t('team.lead')}
        backdrop={
          <div className={styles.strip}>
            {team.data.map((member) => (
              <img key={member.id} src={member.photo} alt="" width={800} height={1000} />
            ))}
          </div>
        }
      />
      <PageSection labelledBy="team-count">
        <h2 id="team-count" className={styles.count}>
          {t('team.count', { count: team.data.length })}
        </h2>
        <TeamGrid members={team.data} />
      </PageSection>
      <PageSection tone="muted" className={styles.onward}>
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>{t('team.artistsTitle')}</h2>
          <p className={styles.cardText}>{t('team.artistsText')}</p>
          <Link className={`${cards.accentLink} ${styles.cardLink}`} to={paths.artistTeam.href()}>
            {t('team.artistsLink')} <span aria-hidden="true">→</span>
          </Link>
        </div>
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>{t('team.joinTitle')}</h2>
          <p className={styles.cardText}>{t('team.joinText')}</p>
          <Link className={`${cards.accentLink} ${styles.cardLink}`} to={paths.joinUs.href()}>
            {t('team.joinLink')} <span aria-hidden="true">→</span>
          </Link>
        </div>
      </PageSection>
    </>
  );
}
