import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import choice from '@/shared/ui/choice-card.module.css';
import type { Address } from '@/shared/address/get-addresses';
import { checkoutNamespace } from '../locales/register';
import styles from './address-picker.module.css';

/** The recipient and the address as one line each, as a label or a card reads them. */
export function addressLines(
  address: Pick<
    Address,
    'name' | 'mobile' | 'province' | 'city' | 'district' | 'address' | 'postal_code'
  >,
): { who: string; where: string } {
  return {
    who: `${address.name} ${address.mobile}`,
    where: `${address.province} ${address.city} ${address.district} ${address.address}`,
  };
}

/** The saved addresses as radio cards, the default first, with the way to add another. */
export function AddressPicker({
  addresses,
  selectedId,
  onSelect,
  onAdd,
}: {
  addresses: Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Opens the address form in place, so the customer never leaves the order. */
  onAdd: () => void;
}) {
  const { t } = useTranslation(checkoutNamespace);
  return (
    <div>
      {addresses.length > 0 ? (
        <div role="radiogroup" aria-label={t('address.choose')} className={styles.cards}>
          {addresses.map((address) => {
            const { who, where } = addressLines(address);
            const checked = address.id === selectedId;
            return (
              <label
                key={address.id}
                className={`${choice.card} ${choice.hoverable} ${choice.cornered} ${checked ? choice.checked : ''} ${styles.card}`}
              >
                <input
                  type="radio"
                  name="address"
                  className={choice.input}
                  value={address.id}
                  checked={checked}
                  onChange={() => onSelect(address.id)}
                  aria-label={`${who} ${where}`}
                />
                <span className={styles.who}>
                  <span className={styles.name}>{address.name}</span>
                  <span className={styles.mobile}>{address.mobile}</span>
                  {address.is_default ? (
                    <span className={styles.default}>{t('address.default')}</span>
                  ) : null}
                </span>
                <span className={styles.where}>{where}</span>
                <span className={styles.postal}>
                  {t('address.postalCode', { code: address.postal_code })}
                </span>
              </label>
            );
          })}
        </div>
      ) : (
        <div className={styles.none}>
          <p className={styles.noneTitle}>{t('address.noneTitle')}</p>
          <p className={styles.noneText}>{t('address.noneText')}</p>
        </div>
      )}
      <button type="button" className={styles.add} onClick={onAdd}>
        <PlusOutlined aria-hidden="true" />
        {t(addresses.length > 0 ? 'address.addAnother' : 'address.add')}
      </button>
    </div>
  );
}
