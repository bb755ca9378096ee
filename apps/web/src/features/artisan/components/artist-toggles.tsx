import { CheckOutlined, HeartFilled, HeartOutlined, PlusOutlined } from '@ant-design/icons';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { paths } from '@/shared/config/paths';
import { useFollowArtisan } from '../api/follow-artisan';
import type { Artisan } from '../api/get-artisan';
import { useLikeArtisan } from '../api/like-artisan';
import { artisanNamespace } from '../locales/register';
import styles from './artist-toggles.module.css';

/**
 * Like and follow. Each asks for the opposite of what the page shows; the server answers the
 * state it now holds, which the page then shows. A visitor who is not signed in is sent to the
 * login page, which brings them back to this artist.
 */
export function ArtistToggles({ artist }: { artist: Artisan }) {
  const { t } = useTranslation(artisanNamespace);
  const signedIn = useSession((state) => state.token !== '');
  const navigate = useNavigate();
  const location = useLocation();
  const like = useLikeArtisan(artist.id);
  const follow = useFollowArtisan(artist.id);

  const signInFirst = () => navigate(paths.login.href(location.pathname + location.search));

  return (
    <div className={styles.toggles}>
      <GuardedButton
        size="large"
        className={styles.toggle}
        type={artist.is_followed ? 'default' : 'primary'}
        icon={
          artist.is_followed ? (
            <CheckOutlined aria-hidden="true" />
          ) : (
            <PlusOutlined aria-hidden="true" />
          )
        }
        aria-pressed={artist.is_followed}
        title={artist.is_followed ? t('toggle.unfollowHint') : undefined}
        loading={follow.isPending}
        onClick={() => (signedIn ? follow.mutate(!artist.is_followed) : signInFirst())}
      >
        {t(artist.is_followed ? 'toggle.followed' : 'toggle.follow')}
      </GuardedButton>
      <GuardedButton
        size="large"
        className={`${styles.toggle} ${artist.is_liked ? styles.liked : ''}`}
        icon={
          artist.is_liked ? (
            <HeartFilled aria-hidden="true" />
          ) : (
            <HeartOutlined aria-hidden="true" />
          )
        }
        aria-pressed={artist.is_liked}
        title={artist.is_liked ? t('toggle.unlikeHint') : undefined}
        loading={like.isPending}
        onClick={() => (signedIn ? like.mutate(!artist.is_liked) : signInFirst())}
      >
        {t(artist.is_liked ? 'toggle.liked' : 'toggle.like')}
      </GuardedButton>
    </div>
  );
}
