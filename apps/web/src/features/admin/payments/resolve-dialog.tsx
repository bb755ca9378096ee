import type { ActionOutput } from '@atelier/contract';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { useInlineAction } from './payments-parts';
import { paymentsNamespace } from './payments-register';
import styles from './payments.module.css';
import { EditModal } from '../console/edit-modal';

type Mismatch = ActionOutput<'reconciliationInfo'>['items'][number];

/** The note is what the audit trail keeps of how the mismatch was settled. */
const NOTE_MAX = 500;

/** Resolves a mismatch with a note of what was found and done; the note is required. */
export function ResolveDialog({ mismatch, onClose }: { mismatch: Mismatch; onClose: () => void }) {
  const { t } = useTranslation(paymentsNamespace);
  const [form] = Form.useForm<{ note: string }>();
  const resolve = useInlineAction('mismatchResolve');

  return (
    <EditModal
      open
      title={t('resolve.title', { number: mismatch.refund_no ?? mismatch.session_id })}
      okText={t('resolve.ok')}
      saving={resolve.isPending}
      onSave={() => form.submit()}
      onCancel={onClose}
    >
      <p className={styles.lead}>{t('resolve.lead')}</p>
      <Form<{ note: string }>
        form={form}
        layout="vertical"
        onValuesChange={() => resolve.clear()}
        onFinish={({ note }) =>
          resolve.mutate({ id: mismatch.id, note: note.trim() }, () => {
            feedback.message.success(t('resolve.done'));
            onClose();
          })
        }
      >
        <Form.Item
          name="note"
          label={t('resolve.note')}
          rules={[
            {
              required: true,
              whitespace: true,
              max: NOTE_MAX,
              message: t('resolve.noteRequired'),
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={NOTE_MAX} showCount />
        </Form.Item>
      </Form>
      {resolve.refusal ? <Alert type="error" showIcon title={resolve.refusal} /> : null}
    </EditModal>
  );
}
