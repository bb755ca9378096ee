import '../locales/register';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatThousands } from '@/shared/lib/format';
import { useSession } from '@/shared/session/session-store';
import { paths } from '@/shared/config/paths';
import { FOLLOWED_PER_PAGE, useFollowedArtisans } from '../api/get-followed-artisans';
import { PageNumbers } from '@/shared/ui/page-numbers';
import { SignInPanel } from '@/shared/ui/sign-in-panel';
import { StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { LoadError, RowsOutline } from '../components/artist-states';
import { FollowedRow } from '../components/followed-row';
import rows from '../components/followed-row.module.css';
import { PageHead } from '../components/page-head';
import styles from '../components/page.module.css';
import { readPage } from '@/shared/lib/query-params';
import { artisanNamespace } from '../locales/register';

/** /MyFollowing: the creators I follow, most recent first, each with a way to stop. */
export function MyFollowingRoute() {
  return <MyFollowing />;
}

function MyFollowing() {
  const { t } = useTranslation(artisanNamespace);
  const signedIn = useSession((state) => state.token !== '');
  const [search, setSearch] = useSearchParams();
  const page = readPage(search);
  const followed = useFollowedArtisans(page);
  const total = followed.data?.total;
  const emptied = followed.data !== undefined && followed.data.list.length === 0 && page > 1;

  // Unfollowing the last artist of a later page leaves that page empty: show the one before.
  useEffect(() => {
    if (emptied) setSearch(page > 2 ? { page: String(page - 1) } : {}, { replace: true });
  }, [emptied, page, setSearch]);

  return (
    <div className={styles.page}>
      <div className={styles.container}>
        <PageHead
          eyebrow={t('following.eyebrow')}
          title={t('following.title')}
          intro={t('following.intro')}
          meta={
            total
              ? t('following.total', { count: total, value: formatThousands(total) })
              : undefined
          }
        />
        {!signedIn ? (
          <SignInAgain />
        ) : followed.isPending ? (
          <RowsOutline count={3} />
        ) : followed.isError ? (
          <LoadError onRetry={() => void followed.refetch()} />
        ) : followed.data.list.length === 0 ? (
          <NoneFollowed />
        ) : (
          <>
            <ul className={rows.list}>
              {followed.data.list.map((artist) => (
                <FollowedRow key={artist.id} artist={artist} />
              ))}
            </ul>
            <PageNumbers
              page={page}
              total={followed.data.total}
              pageSize={FOLLOWED_PER_PAGE}
              label={t('following.pagination')}
              className={styles.pager}
              onChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
            />
          </>
        )}
      </div>
    </div>
  );
}

function NoneFollowed() {
  const { t } = useTranslation(artisanNamespace);
  return (
    <StatePanel
      title={t('following.emptyTitle')}
      text={t('following.emptyText')}
      actions={
        <Link className={stateClasses.primary} to={paths.artistTeam.href()}>
          {t('following.emptyAction')}
        </Link>
      }
    />
  );
}

/** The session ended while the page was open: the way back in, to this page. */
function SignInAgain() {
  const { t } = useTranslation(artisanNamespace);
  return (
    <SignInPanel
      title={t('following.signedOutTitle')}
      text={t('following.signedOutText')}
      signIn={t('following.signIn')}
    />
  );
}
