import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import type { ArtisanCard } from '../api/get-artisans';
import { artisanNamespace } from '../locales/register';
import { ArtistAvatar } from './artist-avatar';
import styles from './artist-card.module.css';
import { ArtistCover } from './artist-cover';
import { ArtistStats } from './artist-stats';
import { ArtistTitle } from './artist-title';

/** One artist in the team grid; the whole card opens their profile. */
export function ArtistCard({ artist }: { artist: ArtisanCard }) {
  const { t } = useTranslation(artisanNamespace);
  return (
    <article className={styles.card}>
      <Link
        className={styles.link}
        to={paths.followDetails.href(artist.id)}
        aria-label={t('card.open', { name: artist.name })}
      >
        <ArtistCover
          className={styles.cover}
          src={artist.cover}
          alt={t('artist.coverAlt', { name: artist.name })}
        />
        <div className={styles.body}>
          <ArtistAvatar
            className={styles.avatar}
            src={artist.avatar}
            name={artist.name}
            alt={t('artist.avatarAlt', { name: artist.name })}
          />
          <h2 className={styles.name}>{artist.name}</h2>
          <ArtistTitle title={artist.title} city={artist.city} classes={styles} />
          <p className={styles.intro}>{artist.intro}</p>
          <ArtistStats
            className={styles.stats}
            likes={artist.like_count}
            followers={artist.follower_count}
            works={artist.works_count}
          />
        </div>
      </Link>
    </article>
  );
}
