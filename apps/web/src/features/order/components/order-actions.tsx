import { Button } from 'antd';
import { GuardedButton } from '@/shared/ui/guarded-button';
import type { OrderStatus } from '@atelier/contract/codes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '@/shared/ui/feedback';
import { paths } from '@/shared/config/paths';
import { cancelOrder } from '@/shared/api/cancel-order';
import { orderChangeKeys } from '@/shared/api/order-keys';
import { useAction } from '@/shared/api/use-action';
import { confirmReceipt } from '../api/confirm-receipt';
import { deleteOrder } from '../api/delete-order';
import { formatYuan } from '@/shared/lib/money';
import { usePointsText } from '@/shared/points/use-points-text';
import { orderActions } from '../lib/order-actions';
import { orderNamespace } from '../locales/register';
import styles from './order-actions.module.css';

export interface ActionableOrder {
  id: number;
  order_no: string;
  status: OrderStatus;
  type: 'art' | 'points';
  total_amount: string;
  total_score: number;
}

/**
 * The buttons an order's status allows. Every change asks first; afterwards the order data is
 * read again (lists, the detail, the personal centre's counts, the points balance).
 */
export function OrderActions({
  order,
  addressChangeable = false,
  onChangeAddress,
  onDeleted,
  size = 'middle',
}: {
  order: ActionableOrder;
  addressChangeable?: boolean;
  onChangeAddress?: () => void;
  onDeleted?: () => void;
  size?: 'middle' | 'large';
}) {
  const { t } = useTranslation(orderNamespace);
  const pointsText = usePointsText();
  const actions = orderActions(order.status, {
    addressChangeable: addressChangeable && onChangeAddress !== undefined,
  });
  const cancelling = useAction(cancelOrder, { invalidates: orderChangeKeys });
  const receiving = useAction(confirmReceipt, { invalidates: orderChangeKeys });
  const deleting = useAction(deleteOrder, { invalidates: orderChangeKeys });
  const total =
    order.type === 'points' ? pointsText(order.total_score) : formatYuan(order.total_amount);

  // A refusal was already shown by the request client; the dialog closes and the data is read
  // again, so the page shows the order as it now stands.
  const ask = (kind: 'cancel' | 'receive' | 'delete', run: () => Promise<void>, content: string) =>
    feedback.modal.confirm({
      title: t(`actions.${kind}Title`, { no: order.order_no }),
      content,
      okText: t(`actions.${kind}Confirm`),
      cancelText: t('actions.keep'),
      okButtonProps: kind === 'receive' ? undefined : { danger: true },
      onOk: run,
    });

  const cancel = () =>
    ask(
      'cancel',
      () =>
        cancelling.mutate(order.id, {
          onSuccess: (result) =>
            void feedback.message.success(
              result.refunded ? t('actions.canceledRefunded', { total }) : t('actions.canceled'),
            ),
        }),
      order.status === 'unpaid' ? t('actions.cancelUnpaid') : t('actions.cancelPaid', { total }),
    );

  const receive = () =>
    ask(
      'receive',
      () =>
        receiving.mutate(order.id, {
          onSuccess: (result) =>
            void feedback.message.success(
              result.earned_score > 0
                ? t('actions.receivedEarned', { points: pointsText(result.earned_score) })
                : t('actions.received'),
            ),
        }),
      t('actions.receiveText'),
    );

  const remove = () =>
    ask(
      'delete',
      () =>
        deleting.mutate(order.id, {
          onSuccess: () => {
            void feedback.message.success(t('actions.deleted'));
            onDeleted?.();
          },
        }),
      t('actions.deleteText'),
    );

  if (actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action) => {
        switch (action) {
          case 'pay':
            return (
              <Link
                key={action}
                to={paths.pay.href(order.id)}
                className={`${styles.pay} ${size === 'large' ? styles.large : ''}`}
              >
                {t('actions.pay')}
              </Link>
            );
          case 'cancel':
            return (
              <GuardedButton key={action} size={size} onClick={cancel}>
                {t('actions.cancel')}
              </GuardedButton>
            );
          case 'changeAddress':
            return (
              <Button key={action} size={size} onClick={onChangeAddress}>
                {t('actions.changeAddress')}
              </Button>
            );
          case 'receive':
            return (
              <GuardedButton key={action} size={size} type="primary" onClick={receive}>
                {t('actions.receive')}
              </GuardedButton>
            );
          case 'delete':
            return (
              <GuardedButton key={action} size={size} onClick={remove}>
                {t('actions.delete')}
              </GuardedButton>
            );
        }
      })}
    </div>
  );
}
