import { Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { PageNumbers } from '@/shared/ui/page-numbers';
import { LoadingOutline, RetryPanel, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { POSTS_PER_PAGE, useMyPosts } from './api/post-queries';
import { postsNamespace } from './locales/register';
import { PostCard } from './post-card';
import styles from './posts.module.css';

/** My posts in every group, newest first; one the moderators hid is marked, only I see it. */
export function MyPosts() {
  const { t } = useTranslation(postsNamespace);
  const [page, setPage] = useState(1);
  const posts = useMyPosts(page);

  if (posts.isPending) return <LoadingOutline label={t('myLoading')} heights={[160, 160]} />;
  if (posts.isError) {
    return (
      <RetryPanel
        title={t('loadError')}
        text={t('loadErrorText')}
        retry={t('retry')}
        onRetry={() => void posts.refetch()}
      />
    );
  }
  const { list, total } = posts.data;
  if (total === 0) {
    return (
      <StatePanel
        title={t('myEmpty')}
        text={t('myEmptyText')}
        actions={
          <Link className={stateClasses.primary} to={paths.community.path}>
            {t('myBrowse')}
          </Link>
        }
      />
    );
  }
  return (
    <section className={styles.feed} aria-label={t('myTitle')}>
      <div className={styles.list}>
        {list.map((post) => (
          <PostCard
            key={post.id}
            post={post}
            // Likes and comments belong on the group's page, where the reader's standing is known.
            canTakePart={false}
            extra={
              <span className={styles.groupLine}>
                <Link to={paths.groupDetail.href(post.group_id)}>
                  {t('inGroup', { group: post.group_name })}
                </Link>
                {post.status === 'hidden' ? (
                  <Tag color="warning" title={t('hiddenNote')}>
                    {t('hidden')}
                  </Tag>
                ) : null}
              </span>
            }
          />
        ))}
      </div>
      <PageNumbers
        page={page}
        total={total}
        pageSize={POSTS_PER_PAGE}
        label={t('pager')}
        onChange={setPage}
      />
    </section>
  );
}
