import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
} from '@atelier/contract/community-codes';
import { App, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from '@/shared/ui/use-click-guard';
import { useReport } from './api/post-queries';
import { postsNamespace } from './locales/register';
import styles from './posts.module.css';

/** Reporting a post, or one of its comments, to the moderators: a reason and a note. */
export function ReportDialog({
  postId,
  commentId,
  open,
  onClose,
}: {
  postId: number;
  commentId?: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(postsNamespace);
  const { message } = App.useApp();
  const { mutate, isPending } = useReport();
  const { guarded, guard } = useClickGuard();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const send = () =>
    mutate(
      { post_id: postId, comment_id: commentId, reason, note: note.trim() },
      {
        onSuccess: () => {
          void message.success(t('reported'));
          setNote('');
          onClose();
        },
      },
    );
  return (
    <Modal
      open={open}
      title={t(commentId === undefined ? 'reportTitle' : 'reportCommentTitle')}
      okText={t('reportSend')}
      cancelText={t('cancel')}
      confirmLoading={isPending}
      okButtonProps={{ disabled: guarded }}
      onOk={guard(() => void send())}
      onCancel={onClose}
      destroyOnHidden
    >
      <fieldset className={styles.reasons}>
        <legend className={styles.legend}>{t('reportReason')}</legend>
        <Radio.Group
          value={reason}
          onChange={(e) => setReason(e.target.value as ReportReason)}
          className={styles.reasonList}
          options={REPORT_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
        />
      </fieldset>
      <label className={styles.noteLabel}>
        <span>{t('reportNote')}</span>
        <Input.TextArea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={REPORT_NOTE_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </label>
    </Modal>
  );
}
