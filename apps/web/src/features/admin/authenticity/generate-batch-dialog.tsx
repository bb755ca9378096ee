import { BATCH_NOTE_MAX, BATCH_SIZE_MAX } from '@atelier/contract/authenticity-codes';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction } from '../console/console-api';
import { BatchProductSelect } from './batch-product-select';
import { serialsPaths } from './serials-paths';
import { serialsNamespace } from './serials-register';
import { EditModal } from '../console/edit-modal';

interface Values {
  product_id: number;
  quantity: number;
  note?: string;
}

/** Issues a batch for a product and opens it. */
export function GenerateBatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(serialsNamespace);
  const [form] = Form.useForm<Values>();
  const create = useConsoleAction('serialBatchCreate');
  const navigate = useNavigate();
  return (
    <EditModal
      open={open}
      title={t('generate.title')}
      okText={t('generate.submit')}
      cancelText={t('generate.cancel')}
      saving={create.isPending}
      onCancel={onClose}
      onSave={() => form.submit()}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ quantity: 100 }}
        onFinish={(values) =>
          create.mutate(
            { product_id: values.product_id, quantity: values.quantity, note: values.note ?? '' },
            {
              onSuccess: (batch) => {
                feedback.message.success(t('generate.done', { count: batch.quantity }));
                onClose();
                void navigate(serialsPaths.batch(batch.id));
              },
            },
          )
        }
      >
        <Form.Item
          name="product_id"
          label={t('generate.product')}
          rules={[{ required: true, message: t('generate.productRequired') }]}
        >
          <BatchProductSelect placeholder={t('generate.productPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('generate.quantity')}
          extra={t('generate.quantityHint')}
          rules={[{ required: true, type: 'integer', min: 1, max: BATCH_SIZE_MAX }]}
        >
          <InputNumber min={1} max={BATCH_SIZE_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="note" label={t('generate.note')}>
          <Input maxLength={BATCH_NOTE_MAX} placeholder={t('generate.notePlaceholder')} />
        </Form.Item>
      </Form>
    </EditModal>
  );
}
