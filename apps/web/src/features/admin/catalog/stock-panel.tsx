import type { ActionOutput } from '@atelier/contract';
import { Button, Form, Input, InputNumber, Space, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleAction } from '../console/console-api';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { catalogNamespace } from './locales/register';
import { EditModal } from '../console/edit-modal';

type Movement = ActionOutput<'stockMovements'>['list'][number];
const PAGE_SIZE = 10;
/** The movements' page sits in the address beside the product's id. */
const noFilters = () => ({});

/** A product's stock, the adjustment dialog (a change with a reason) and its movement history. */
export function StockPanel({ productId, stock }: { productId: number; stock: number }) {
  const { t } = useTranslation(catalogNamespace);
  const [open, setOpen] = useState(false);
  const movements = useListQuery('stockMovements', noFilters, {
    input: () => ({ product_id: productId }),
    pageSize: PAGE_SIZE,
    prefix: 'stock_',
  });
  const adjust = useConsoleAction('stockAdjust');
  const [form] = Form.useForm<{ delta: number; reason: string }>();
  const delta = Form.useWatch('delta', form) ?? 0;

  return (
    <>
      <Space align="end" wrap style={{ marginBottom: 16 }}>
        <Statistic title={t('product.stockNow')} value={stock} />
        <Button onClick={() => setOpen(true)}>{t('product.adjust')}</Button>
      </Space>
      <ListScreen<Movement>
        list={movements}
        bare
        size="small"
        rowKey="id"
        scroll={{ x: 560 }}
        hideOnSinglePage
        columns={[
          { title: t('product.time'), width: 150, render: (_, row) => formatTime(row.created_at) },
          {
            title: t('product.delta'),
            width: 80,
            render: (_, row) => (row.delta > 0 ? `+${row.delta}` : row.delta),
          },
          { title: t('product.after'), dataIndex: 'stock_after', width: 80 },
          { title: t('product.reason'), dataIndex: 'reason' },
          { title: t('product.who'), dataIndex: 'actor_name', width: 120 },
        ]}
      />
      <EditModal
        open={open}
        title={t('product.adjust')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        saving={adjust.isPending}
        onCancel={() => setOpen(false)}
        onSave={() => form.submit()}
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={(values) =>
            void adjust.mutate(
              { id: productId, ...values },
              {
                onSuccess: () => {
                  setOpen(false);
                  if (movements.page !== 1) movements.setPage(1);
                },
              },
            )
          }
        >
          <Form.Item
            name="delta"
            label={t('product.delta')}
            extra={t('product.stockAfter', { stock: stock + (Number(delta) || 0) })}
            rules={[{ required: true }]}
          >
            <InputNumber
              precision={0}
              placeholder={t('product.deltaHint')}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('product.reason')}
            rules={[{ required: true, whitespace: true, max: 200 }]}
          >
            <Input />
          </Form.Item>
        </Form>
      </EditModal>
    </>
  );
}
