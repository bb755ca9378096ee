import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import choice from '@/shared/ui/choice-card.module.css';
import { feedback } from '@/shared/ui/feedback';
import { paths } from '@/shared/config/paths';
import { useAddresses } from '@/shared/address/get-addresses';
import type { Order } from '@/shared/api/get-order';
import { ordersQueryKey } from '@/shared/api/get-orders';
import { useAction } from '@/shared/api/use-action';
import { changeOrderAddress } from '../api/change-order-address';
import { orderNamespace } from '../locales/register';
import styles from './address-change-dialog.module.css';

/** Chooses another saved address for an order: allowed once, before it ships. */
export function AddressChangeDialog({
  order,
  open,
  onClose,
  onChanged,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
  onChanged: (order: Order) => void;
}) {
  const { t } = useTranslation(orderNamespace);
  const addresses = useAddresses(open);
  const [chosen, setChosen] = useState<number | null>(null);
  // The detail page writes the changed order itself; counts and points do not move.
  const changing = useAction(changeOrderAddress, { invalidates: [ordersQueryKey] });
  const saving = changing.isPending;

  const save = () => {
    if (chosen === null) return;
    void changing.mutate(
      { id: order.id, addressId: chosen },
      {
        onSuccess: (updated) => {
          onChanged(updated);
          void feedback.message.success(t('address.changed'));
          onClose();
        },
      },
    );
  };

  const list = addresses.data ?? [];
  return (
    <Modal
      open={open}
      title={t('address.dialogTitle')}
      okText={t('address.confirm')}
      cancelText={t('actions.keep')}
      okButtonProps={{ disabled: chosen === null, loading: saving }}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className={styles.once}>{t('address.once')}</p>
      {addresses.isPending ? (
        <p className={styles.note}>{t('state.loading')}</p>
      ) : addresses.isError ? (
        <p className={styles.note}>{t('state.errorText')}</p>
      ) : list.length === 0 ? (
        <p className={styles.note}>
          {t('address.none')} <Link to={paths.address.href()}>{t('address.manage')}</Link>
        </p>
      ) : (
        <div role="radiogroup" aria-label={t('address.dialogTitle')} className={styles.cards}>
          {list.map((address) => {
            const where = `${address.province} ${address.city} ${address.district} ${address.address}`;
            return (
              <label
                key={address.id}
                className={`${choice.card} ${choice.hoverable} ${chosen === address.id ? choice.checked : ''} ${styles.card}`}
              >
                <input
                  type="radio"
                  name="order-address"
                  className={choice.input}
                  checked={chosen === address.id}
                  onChange={() => setChosen(address.id)}
                  aria-label={`${address.name} ${address.mobile} ${where}`}
                />
                <span className={styles.who}>
                  {address.name} <span className={styles.mobile}>{address.mobile}</span>
                </span>
                <span className={styles.where}>{where}</span>
              </label>
            );
          })}
        </div>
      )}
    </Modal>
  );
}
