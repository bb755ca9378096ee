import { COMMENT_TEXT_MAX } from '@atelier/contract/community-codes';
import { App, Button, Input, Popconfirm } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { CollectorBadge } from '../components/collector-badge';
import {
  COMMENTS_PER_PAGE,
  useAddComment,
  useDeleteComment,
  usePostComments,
} from './api/post-queries';
import { postsNamespace } from './locales/register';
import { PostText } from './post-text';
import { ReportDialog } from './report-dialog';
import styles from './posts.module.css';

/**
 * A post's comments, oldest first, with a box to add one when the reader may take part; each
 * comment can be reported by others or deleted by its author.
 */
export function PostComments({ postId, canTakePart }: { postId: number; canTakePart: boolean }) {
  const { t } = useTranslation(postsNamespace);
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const comments = usePostComments(postId, page);
  const add = useAddComment();
  const remove = useDeleteComment();
  const [text, setText] = useState('');
  const [reporting, setReporting] = useState<number>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      void message.warning(t('commentRequired'));
      return;
    }
    void add.mutate({ post_id: postId, text: trimmed }, { onSuccess: () => setText('') });
  };

  const data = comments.data;
  return (
    <div className={styles.comments}>
      {comments.isPending ? (
        <p role="status" className={styles.muted}>
          {t('commentsLoading')}
        </p>
      ) : comments.isError ? (
        <p role="alert" className={styles.muted}>
          {t('loadError')}{' '}
          <Button type="link" size="small" onClick={() => void comments.refetch()}>
            {t('retry')}
          </Button>
        </p>
      ) : data && data.list.length === 0 ? (
        <p className={styles.muted}>{t('commentsEmpty')}</p>
      ) : (
        <ul className={styles.commentList}>
          {data?.list.map((c) => (
            <li key={c.id} className={styles.comment}>
              <div className={styles.commentHead}>
                <span className={styles.author}>{c.author.nickname || t('someone')}</span>
                <CollectorBadge verified={c.author.verified_collector} />
                <time className={styles.time} dateTime={c.created_at}>
                  {formatDate(c.created_at, 'YYYY-MM-DD HH:mm')}
                </time>
                {canTakePart ? (
                  <div className={styles.commentActions}>
                    {c.mine ? (
                      <Popconfirm
                        title={t('deleteCommentTitle')}
                        okText={t('delete')}
                        cancelText={t('cancel')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => remove.mutate({ id: c.id })}
                      >
                        <Button type="link" size="small">
                          {t('delete')}
                        </Button>
                      </Popconfirm>
                    ) : (
                      <Button type="link" size="small" onClick={() => setReporting(c.id)}>
                        {t('report')}
                      </Button>
                    )}
                  </div>
                ) : null}
              </div>
              <PostText text={c.text} />
            </li>
          ))}
        </ul>
      )}
      {data && data.total > page * COMMENTS_PER_PAGE ? (
        <Button type="link" onClick={() => setPage(page + 1)}>
          {t('moreComments')}
        </Button>
      ) : null}
      {canTakePart ? (
        <form className={styles.commentForm} onSubmit={submit}>
          <Input.TextArea
            aria-label={t('commentLabel')}
            placeholder={t('commentPlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={COMMENT_TEXT_MAX}
            autoSize={{ minRows: 1, maxRows: 4 }}
          />
          <GuardedButton type="primary" htmlType="submit" loading={add.isPending}>
            {t('send')}
          </GuardedButton>
        </form>
      ) : null}
      {reporting !== undefined ? (
        <ReportDialog
          postId={postId}
          commentId={reporting}
          open
          onClose={() => setReporting(undefined)}
        />
      ) : null}
    </div>
  );
}
