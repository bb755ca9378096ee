import type { ActionOutput } from '@atelier/contract';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format';
import { SignInPanel } from '@/shared/ui/sign-in-panel';
import { LoadingOutline, RetryPanel, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { useGroupPosts } from './api/post-queries';
import { postsNamespace } from './locales/register';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';
import styles from './posts.module.css';

type Me = ActionOutput<'groupInfo'>['me'];

/** May the reader post, like, comment and report here now? */
export function takesPart(me: Me): boolean {
  return me?.state === 'member' && !me.must_accept;
}

/** What stands in the composer's place for a reader who may not post, and why. */
function NotTakingPart({ groupId, me }: { groupId: number; me: Me }) {
  const { t } = useTranslation(postsNamespace);
  if (me === null) {
    return <SignInPanel title={t('loginTitle')} text={t('loginText')} signIn={t('login')} />;
  }
  if (me.state === 'pending') {
    return <StatePanel title={t('pendingTitle')} text={t('pendingText')} />;
  }
  if (me.state === 'banned') {
    return (
      <StatePanel
        alert
        title={t('bannedTitle')}
        text={
          <>
            {t('bannedText', { until: formatDate(me.banned_until, 'YYYY-MM-DD') })}
            {me.ban_reason ? (
              <>
                <br />
                {t('bannedReason', { reason: me.ban_reason })}
              </>
            ) : null}
          </>
        }
      />
    );
  }
  if (me.state === 'member') {
    return <StatePanel title={t('mustAcceptTitle')} text={t('mustAcceptText')} />;
  }
  return (
    <StatePanel
      title={t('joinTitle')}
      text={t('joinText')}
      actions={
        <Link className={stateClasses.primary} to={paths.communityJoin.href(groupId)}>
          {t('join')}
        </Link>
      }
    />
  );
}

/**
 * A group's posts, newest first, with "load more"; above them the composer for members who may
 * post, or what they need to do first.
 */
export function PostFeed({ groupId, me }: { groupId: number; me: Me }) {
  const { t } = useTranslation(postsNamespace);
  const posts = useGroupPosts(groupId);
  const canTakePart = takesPart(me);
  const list = posts.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <section className={styles.feed} aria-labelledby="post-feed-title">
      <h2 id="post-feed-title" className={styles.feedTitle}>
        {t('feedTitle')}
        {posts.data ? <span className={styles.feedCount}>{posts.data.pages[0]?.total}</span> : null}
      </h2>
      {canTakePart ? (
        <PostComposer groupId={groupId} />
      ) : (
        <NotTakingPart groupId={groupId} me={me} />
      )}
      {posts.isPending ? (
        <LoadingOutline label={t('loading')} heights={[180, 140, 180]} />
      ) : posts.isError ? (
        <RetryPanel
          title={t('loadError')}
          text={t('loadErrorText')}
          retry={t('retry')}
          onRetry={() => void posts.refetch()}
        />
      ) : list.length === 0 ? (
        <StatePanel title={t('empty')} text={t(canTakePart ? 'emptyMember' : 'emptyVisitor')} />
      ) : (
        <>
          <div className={styles.list}>
            {list.map((post) => (
              <PostCard key={post.id} post={post} canTakePart={canTakePart} />
            ))}
          </div>
          <div className={styles.more}>
            {posts.hasNextPage ? (
              <Button loading={posts.isFetchingNextPage} onClick={() => void posts.fetchNextPage()}>
                {t('loadMore')}
              </Button>
            ) : (
              <span className={styles.muted}>{t('noMore')}</span>
            )}
          </div>
        </>
      )}
    </section>
  );
}
