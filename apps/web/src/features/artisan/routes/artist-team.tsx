import '../locales/register';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatThousands } from '@/shared/lib/format';
import { ARTISANS_PER_PAGE, useArtisans } from '../api/get-artisans';
import { ArtistCard } from '../components/artist-card';
import cards from '../components/artist-card.module.css';
import { PageNumbers } from '@/shared/ui/page-numbers';
import { StatePanel } from '@/shared/ui/state-panel';
import { CardsOutline, LoadError } from '../components/artist-states';
import { PageHead } from '../components/page-head';
import styles from '../components/page.module.css';
import { readPage } from '@/shared/lib/query-params';
import { artisanNamespace } from '../locales/register';

/** /ARTISTTEAM: the studio's artists, a card each, paged. */
export function ArtistTeamRoute() {
  return <ArtistTeam />;
}

function ArtistTeam() {
  const { t } = useTranslation(artisanNamespace);
  const [search, setSearch] = useSearchParams();
  const page = readPage(search);
  const artists = useArtisans(page);
  const total = artists.data?.total;

  return (
    <div className={styles.page}>
      <div className={styles.container}>
        <PageHead
          eyebrow={t('team.eyebrow')}
          title={t('team.title')}
          intro={t('team.intro')}
          meta={
            total ? t('team.total', { count: total, value: formatThousands(total) }) : undefined
          }
        />
        {artists.isPending ? (
          <CardsOutline count={6} />
        ) : artists.isError ? (
          <LoadError onRetry={() => void artists.refetch()} />
        ) : artists.data.list.length === 0 ? (
          <StatePanel title={t('state.emptyTitle')} text={t('state.emptyText')} />
        ) : (
          <>
            <ul className={cards.grid} aria-busy={artists.isPlaceholderData}>
              {artists.data.list.map((artist) => (
                <li key={artist.id}>
                  <ArtistCard artist={artist} />
                </li>
              ))}
            </ul>
            <PageNumbers
              page={page}
              total={artists.data.total}
              pageSize={ARTISANS_PER_PAGE}
              label={t('team.pagination')}
              className={styles.pager}
              onChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
            />
          </>
        )}
      </div>
    </div>
  );
}
