import { HeartFilled, HeartOutlined, MessageOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { CollectorBadge } from '../components/collector-badge';
import { useDeletePost, useLikePost, type Post } from './api/post-queries';
import { postsNamespace } from './locales/register';
import { PostComments } from './post-comments';
import { PostImages } from './post-images';
import { PostText } from './post-text';
import { ReportDialog } from './report-dialog';
import styles from './posts.module.css';

/** The author's avatar, or their initial on a plain disc. */
export function AuthorAvatar({ name, avatar }: { name: string; avatar: string }) {
  return avatar ? (
    <img className={styles.avatar} src={avatar} alt="" width={40} height={40} />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {Array.from(name)[0] ?? '·'}
    </span>
  );
}

/**
 * One post: author and time, the text with its links, the images, and (for members who may
 * take part) like, comments, report, and delete for its author.
 */
export function PostCard({
  post,
  canTakePart,
  extra,
}: {
  post: Post;
  canTakePart: boolean;
  /** Shown under the author line: the group's name and state in "my posts". */
  extra?: ReactNode;
}) {
  const { t } = useTranslation(postsNamespace);
  const { modal, message } = App.useApp();
  const like = useLikePost();
  const remove = useDeletePost();
  const [showComments, setShowComments] = useState(false);
  const [reporting, setReporting] = useState(false);
  const name = post.author.nickname || t('someone');

  const confirmDelete = () =>
    modal.confirm({
      title: t('deletePostTitle'),
      content: t('deletePostText'),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove.mutate({ id: post.id }, { onSuccess: () => void message.success(t('deleted')) }),
    });

  return (
    <article className={styles.post} aria-labelledby={`post-${post.id}-author`}>
      <header className={styles.postHead}>
        <AuthorAvatar name={name} avatar={post.author.avatar} />
        <div className={styles.byline}>
          <span id={`post-${post.id}-author`} className={styles.author}>
            {name}
          </span>
          <CollectorBadge verified={post.author.verified_collector} />
          <time className={styles.time} dateTime={post.created_at}>
            {formatDate(post.created_at, 'YYYY-MM-DD HH:mm')}
          </time>
          {extra}
        </div>
      </header>
      <PostText text={post.text} />
      <PostImages images={post.images} author={name} />
      <footer className={styles.actions}>
        {canTakePart ? (
          <GuardedButton
            type="text"
            icon={post.liked ? <HeartFilled className={styles.liked} /> : <HeartOutlined />}
            aria-pressed={post.liked}
            aria-label={`${t(post.liked ? 'unlike' : 'like')} · ${t('likes', { count: post.like_count })}`}
            loading={like.isPending}
            onClick={() => void like.mutate({ id: post.id, liked: !post.liked })}
          >
            {post.like_count}
          </GuardedButton>
        ) : (
          // Only members who may take part like; others see how many did.
          <span className={styles.likeCount}>
            {post.liked ? <HeartFilled className={styles.liked} /> : <HeartOutlined />}
            <span aria-hidden="true">{post.like_count}</span>
            <span className="visually-hidden">{t('likes', { count: post.like_count })}</span>
          </span>
        )}
        <Button
          type="text"
          icon={<MessageOutlined />}
          aria-expanded={showComments}
          onClick={() => setShowComments(!showComments)}
        >
          {showComments ? t('hideComments') : t('comments', { count: post.comment_count })}
        </Button>
        <span className={styles.spacer} />
        {canTakePart && !post.mine ? (
          <Button type="text" size="small" onClick={() => setReporting(true)}>
            {t('report')}
          </Button>
        ) : null}
        {post.mine ? (
          <Button type="text" size="small" onClick={confirmDelete}>
            {t('delete')}
          </Button>
        ) : null}
      </footer>
      {showComments ? <PostComments postId={post.id} canTakePart={canTakePart} /> : null}
      {reporting ? (
        <ReportDialog postId={post.id} open onClose={() => setReporting(false)} />
      ) : null}
    </article>
  );
}
