import './locales/register';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Address } from './get-addresses';
import { AddressForm } from './address-form';
import { addressFormNamespace } from './locales/register';

export interface AddressEditorProps {
  open: boolean;
  /** The address being changed; null adds a new one. */
  address: Address | null;
  /** The customer has no address yet: the new one becomes the default. */
  first?: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}

/**
 * The address form in a dialog: the address page uses it, and so can the checkout when the
 * customer adds an address without leaving the order.
 */
export function AddressEditor({ open, address, first, onClose, onSaved }: AddressEditorProps) {
  const { t } = useTranslation(addressFormNamespace);
  return (
    <Modal
      open={open}
      title={t(address ? 'titleEdit' : 'titleAdd')}
      footer={null}
      width={640}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
    >
      <AddressForm
        key={address?.id ?? 'new'}
        address={address}
        first={first}
        onCancel={onClose}
        onSaved={onSaved}
      />
    </Modal>
  );
}
