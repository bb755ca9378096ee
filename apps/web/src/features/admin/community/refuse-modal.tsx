import {
  REFUSAL_REASONS,
  REFUSAL_TEXT_MAX,
  type RefusalReason,
} from '@atelier/contract/community-codes';
import { Form, Input, Modal, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { communityNamespace } from './register';
import styles from './community.module.css';

export interface Refusal {
  reason_key?: RefusalReason;
  reason: string;
}

/** Asks for the reason applicants will read: a preset one, or staff's own words. */
export function RefuseModal({
  count,
  busy,
  onRefuse,
  onClose,
}: {
  count: number;
  busy: boolean;
  onRefuse: (refusal: Refusal) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(communityNamespace);
  const [form] = Form.useForm<{ choice: RefusalReason | 'own'; reason: string }>();
  const choice = Form.useWatch('choice', form);
  return (
    <Modal
      open
      title={t('applications.refuseTitle', { count })}
      okText={t('applications.refuse')}
      okButtonProps={{ danger: true, loading: busy }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <p className={styles.note}>{t('applications.refuseNote')}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ choice: REFUSAL_REASONS[0], reason: '' }}
        onFinish={({
          choice: picked,
          reason,
        }: {
          choice: RefusalReason | 'own';
          reason?: string;
        }) =>
          onRefuse(
            picked === 'own'
              ? { reason: (reason ?? '').trim() }
              : { reason_key: picked, reason: '' },
          )
        }
      >
        <Form.Item name="choice" label={t('applications.presets')}>
          <Radio.Group>
            <Space orientation="vertical">
              {REFUSAL_REASONS.map((key) => (
                <Radio key={key} value={key}>
                  {t(`applications.reasons.${key}`)}
                </Radio>
              ))}
              <Radio value="own">{t('applications.own')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {choice === 'own' ? (
          <Form.Item
            name="reason"
            label={t('applications.ownText')}
            rules={[{ required: true, whitespace: true, message: t('applications.needReason') }]}
          >
            <Input.TextArea maxLength={REFUSAL_TEXT_MAX} autoSize={{ minRows: 2 }} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
