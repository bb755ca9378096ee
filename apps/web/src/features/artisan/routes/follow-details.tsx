import '../locales/register';
import { Code } from '@atelier/contract/codes';
import { useSearchParams } from 'react-router';
import { RequestError } from '@/shared/api/request';
import { useArtisan } from '../api/get-artisan';
import { ArtistBio } from '../components/artist-bio';
import { ArtistProfile } from '../components/artist-profile';
import sections from '../components/artist-sections.module.css';
import { Bone } from '@/shared/ui/state-panel';
import { ArtistNotFound, LoadError, LoadingOutline } from '../components/artist-states';
import { ArtistWorks } from '../components/artist-works';
import styles from '../components/page.module.css';
import outline from '../components/artist-states.module.css';
import { readId } from '@/shared/lib/query-params';

/** /followDetails?id=: one creator, their bio and works, and my like and follow. */
export function FollowDetailsRoute() {
  const [search] = useSearchParams();
  const id = readId(search);
  return id === null ? <ArtistNotFound /> : <FollowDetails id={id} />;
}

function FollowDetails({ id }: { id: number }) {
  const artist = useArtisan(id);

  if (artist.isPending) return <ProfileOutline />;
  if (artist.isError) {
    // The server refuses an id that names no artist; the request client has said why.
    if (artist.error instanceof RequestError && artist.error.code === Code.REFUSED) {
      return <ArtistNotFound />;
    }
    return (
      <div className={styles.page}>
        <div className={styles.container}>
          <div className={outline.spaced}>
            <LoadError onRetry={() => void artist.refetch()} />
          </div>
        </div>
      </div>
    );
  }

  const data = artist.data;
  return (
    <div className={styles.page}>
      <ArtistProfile artist={data} />
      <div className={styles.container}>
        <div className={sections.body}>
          <ArtistBio name={data.name} bio={data.bio} />
          <ArtistWorks works={data.works} />
        </div>
      </div>
    </div>
  );
}

function ProfileOutline() {
  return (
    <div className={styles.page}>
      <LoadingOutline>
        <Bone className={outline.banner} />
        <div className={styles.container}>
          <Bone className={outline.portrait} />
          <Bone className={outline.line} />
          <Bone className={outline.lineShort} />
        </div>
      </LoadingOutline>
    </div>
  );
}
