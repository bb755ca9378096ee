import { GuardedButton } from '@/shared/ui/guarded-button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/lib/format';
import { feedback } from '@/shared/ui/feedback';
import { paths } from '@/shared/config/paths';
import { useFollowArtisan } from '../api/follow-artisan';
import type { FollowedArtisan } from '../api/get-followed-artisans';
import { artisanNamespace } from '../locales/register';
import { ArtistAvatar } from './artist-avatar';
import styles from './followed-row.module.css';

/** One artist I follow: who, since when, their page, and the way to stop following. */
export function FollowedRow({ artist }: { artist: FollowedArtisan }) {
  const { t } = useTranslation(artisanNamespace);
  const follow = useFollowArtisan(artist.id);
  const to = paths.followDetails.href(artist.id);
  return (
    <li className={styles.row}>
      <Link to={to} className={styles.who} tabIndex={-1} aria-hidden="true">
        <ArtistAvatar
          className={styles.avatar}
          src={artist.avatar}
          name={artist.name}
          alt={t('artist.avatarAlt', { name: artist.name })}
        />
      </Link>
      <div className={styles.text}>
        <h2 className={styles.name}>
          <Link to={to}>{artist.name}</Link>
        </h2>
        <p className={styles.title}>{artist.title}</p>
        <p className={styles.date}>
          {t('following.followedAt', { date: formatDate(artist.followed_at, 'YYYY-MM-DD') })}
        </p>
      </div>
      <div className={styles.actions}>
        <Link to={to} className={styles.view}>
          {t('following.view')}
        </Link>
        <GuardedButton
          loading={follow.isPending}
          onClick={() =>
            follow.mutate(false, {
              onSuccess: () => {
                void feedback.message.success(t('following.unfollowed', { name: artist.name }));
              },
            })
          }
        >
          {t('following.unfollow')}
        </GuardedButton>
      </div>
    </li>
  );
}
