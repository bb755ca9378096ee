import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import type { Artisan } from '../api/get-artisan';
import { artisanNamespace } from '../locales/register';
import page from './page.module.css';
import { ArtistAvatar } from './artist-avatar';
import { ArtistCover } from './artist-cover';
import styles from './artist-profile.module.css';
import { ArtistStats } from './artist-stats';
import { ArtistTitle } from './artist-title';
import { ArtistToggles } from './artist-toggles';

/** The top of a creator's page: cover, portrait, who they are, their numbers and the toggles. */
export function ArtistProfile({ artist }: { artist: Artisan }) {
  const { t } = useTranslation(artisanNamespace);
  return (
    <header className={styles.profile}>
      <div className={styles.banner}>
        <ArtistCover
          className={styles.cover}
          src={artist.cover}
          alt={t('artist.coverAlt', { name: artist.name })}
          eager
        />
        <div className={`${page.container} ${styles.overlay}`}>
          <Link className={styles.back} to={paths.artistTeam.href()}>
            <ArrowLeftOutlined aria-hidden="true" />
            {t('artist.back')}
          </Link>
        </div>
      </div>
      <div className={page.container}>
        <div className={styles.head}>
          <ArtistAvatar
            className={styles.avatar}
            src={artist.avatar}
            name={artist.name}
            alt={t('artist.avatarAlt', { name: artist.name })}
          />
          <div className={styles.who}>
            <h1 className={styles.name}>{artist.name}</h1>
            <ArtistTitle title={artist.title} city={artist.city} classes={styles} />
            {artist.intro ? <p className={styles.intro}>{artist.intro}</p> : null}
          </div>
        </div>
        <div className={styles.bar}>
          <ArtistStats
            likes={artist.like_count}
            followers={artist.follower_count}
            works={artist.works_count}
          />
          <ArtistToggles artist={artist} />
        </div>
      </div>
    </header>
  );
}
