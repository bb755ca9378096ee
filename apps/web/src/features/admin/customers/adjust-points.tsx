import { Button, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction } from '../console/console-api';
import { customersNamespace } from './locales/register';
import { EditModal } from '../console/edit-modal';

interface Values {
  delta: number | null;
  reason: string;
}

/** "Adjust points": a signed whole number and the reason, which the ledger keeps. */
export function AdjustPoints({ id, score }: { id: number; score: number }) {
  const { t } = useTranslation(customersNamespace);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const adjust = useConsoleAction('pointsAdjust');

  function submit({ delta, reason }: Values) {
    if (delta === null) return;
    void adjust.mutate(
      { id, delta, reason },
      {
        onSuccess: ({ score }) => {
          feedback.message.success(t('points.done', { score }));
          setOpen(false);
          form.resetFields();
        },
      },
    );
  }

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('points.adjust')}
      </Button>
      <EditModal
        open={open}
        title={t('points.adjust')}
        okText={t('points.save')}
        cancelText={t('points.cancel')}
        saving={adjust.isPending}
        onSave={() => form.submit()}
        onCancel={() => setOpen(false)}
      >
        <p>{t('points.current', { score })}</p>
        <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
          <Form.Item
            name="delta"
            label={t('points.delta')}
            extra={t('points.deltaHint')}
            rules={[
              {
                required: true,
                validator: (_, value: number | null) =>
                  typeof value === 'number' && Number.isInteger(value) && value !== 0
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('points.deltaRequired'))),
              },
            ]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} placeholder="100 / -100" />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('points.reason')}
            extra={t('points.reasonHint')}
            rules={[{ required: true, whitespace: true, message: t('points.reasonRequired') }]}
          >
            <Input.TextArea maxLength={200} showCount rows={3} />
          </Form.Item>
        </Form>
      </EditModal>
    </>
  );
}
