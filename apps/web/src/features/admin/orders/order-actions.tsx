import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction } from '../console/console-api';
import { ordersNamespace } from './locales/register';
import { useAmount } from './order-format';
import { SerialsInput, serialsOf, useInlineAction, useSerialsRule } from './order-serials';
import type { OrderDetail } from './order-screen';
import styles from './order.module.css';
import { ConsoleCard } from '../console/console-card';

/**
 * A paid order leaves: carrier and tracking number, which the customer then sees, and the serials
 * of the units, whose owner the buyer becomes.
 */
export function ShipCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ordersNamespace);
  const ship = useInlineAction('orderShip');
  const rule = useSerialsRule();
  return (
    <ConsoleCard title={t('detail.ship')} className={styles.side}>
      <p className={styles.hint}>{t('detail.shipHint')}</p>
      <Form<{ carrier: string; tracking_no: string; serials?: string }>
        layout="vertical"
        onFinish={({ serials, ...values }) =>
          ship.mutate({ id: order.id, ...values, serials: serialsOf(serials) }, () =>
            feedback.message.success(t('detail.shipDone')),
          )
        }
      >
        <Form.Item name="carrier" label={t('detail.carrier')} rules={[{ required: true }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="tracking_no" label={t('detail.trackingNo')} rules={[{ required: true }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="serials"
          label={t('serials.field')}
          extra={t('serials.shipHint')}
          rules={[rule]}
        >
          <SerialsInput />
        </Form.Item>
        {ship.refusal ? (
          <Alert type="error" showIcon title={ship.refusal} className={styles.side} />
        ) : null}
        <Button type="primary" htmlType="submit" loading={ship.isPending}>
          {t('detail.shipButton')}
        </Button>
      </Form>
    </ConsoleCard>
  );
}

/** A step of a shipped order's journey, as the carrier reported it. */
export function TrackCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ordersNamespace);
  const track = useConsoleAction('orderTrack');
  const [form] = Form.useForm<{ text: string }>();
  return (
    <ConsoleCard title={t('detail.noteTitle')} className={styles.side}>
      <Form<{ text: string }>
        form={form}
        layout="vertical"
        onFinish={({ text }) =>
          track.mutate(
            { id: order.id, text },
            {
              onSuccess: () => {
                form.resetFields();
                feedback.message.success(t('detail.noteDone'));
              },
            },
          )
        }
      >
        <Form.Item name="text" label={t('detail.note')} rules={[{ required: true }]}>
          <Input.TextArea rows={2} maxLength={200} placeholder={t('detail.noteHint')} />
        </Form.Item>
        <Button htmlType="submit" loading={track.isPending}>
          {t('detail.addNote')}
        </Button>
      </Form>
    </ConsoleCard>
  );
}

/** Cancels an order not yet shipped, refunding a paid one, after a confirmation. */
export function RefundCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ordersNamespace);
  const refund = useConsoleAction('orderRefund');
  const amount = useAmount();
  const [form] = Form.useForm<{ reason: string }>();
  const [confirming, setConfirming] = useState(false);
  const paid = order.paid_at !== null;
  const label = paid ? t('detail.refund') : t('detail.refundUnpaid');

  return (
    <ConsoleCard title={label} className={styles.side}>
      <p className={styles.hint}>{t('detail.refundHint')}</p>
      <Form<{ reason: string }> form={form} layout="vertical" onFinish={() => setConfirming(true)}>
        <Form.Item
          name="reason"
          label={t('detail.reason')}
          rules={[
            {
              required: true,
              whitespace: true,
              min: 2,
              max: 200,
              message: t('detail.reasonRequired'),
            },
          ]}
        >
          <Input.TextArea rows={2} maxLength={200} placeholder={t('detail.reasonHint')} />
        </Form.Item>
        <Button danger htmlType="submit">
          {label}
        </Button>
      </Form>
      <Modal
        open={confirming}
        title={t('detail.confirmTitle', { no: order.order_no })}
        okText={paid ? t('detail.confirm') : t('detail.refundUnpaid')}
        cancelText={t('detail.keep')}
        okButtonProps={{ danger: true, loading: refund.isPending }}
        onCancel={() => setConfirming(false)}
        onOk={() =>
          refund.mutate(
            { id: order.id, reason: form.getFieldValue('reason') as string },
            {
              onSuccess: (result) => {
                setConfirming(false);
                feedback.message.success(
                  result.refunded ? t('detail.refundDoneRefunded') : t('detail.refundDone'),
                );
              },
              onError: () => setConfirming(false),
            },
          )
        }
      >
        <p>
          {paid ? t('detail.confirmPaid', { amount: amount(order) }) : t('detail.confirmUnpaid')}
        </p>
      </Modal>
    </ConsoleCard>
  );
}
