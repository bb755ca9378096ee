import { Button, Form, Input, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction } from '../console/console-api';
import { customersNamespace } from './locales/register';

interface Props {
  id: number;
  name: string;
  status: 'active' | 'disabled';
}

/** Disables an account (with a reason, after a confirmation) or lets it sign in again. */
export function AccountAccess({ id, name, status }: Props) {
  const { t } = useTranslation(customersNamespace);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const disable = useConsoleAction('customerDisable');
  const enable = useConsoleAction('customerEnable');

  if (status === 'disabled') {
    return (
      <Popconfirm
        title={t('access.enableTitle', { name })}
        description={t('access.enableText')}
        okText={t('access.confirmEnable')}
        cancelText={t('access.cancel')}
        onConfirm={() =>
          enable.mutate({ id }, { onSuccess: () => feedback.message.success(t('access.enabled')) })
        }
      >
        <Button loading={enable.isPending}>{t('access.enable')}</Button>
      </Popconfirm>
    );
  }

  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t('access.disable')}
      </Button>
      <Modal
        open={open}
        title={t('access.disableTitle', { name })}
        okText={t('access.confirmDisable')}
        okButtonProps={{ danger: true }}
        cancelText={t('access.cancel')}
        confirmLoading={disable.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{t('access.disableText')}</p>
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={({ reason }) =>
            disable.mutate(
              { id, reason },
              {
                onSuccess: () => {
                  feedback.message.success(t('access.disabled'));
                  setOpen(false);
                },
              },
            )
          }
        >
          <Form.Item
            name="reason"
            label={t('access.reason')}
            rules={[{ required: true, whitespace: true, message: t('access.reasonRequired') }]}
          >
            <Input.TextArea maxLength={200} showCount rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
