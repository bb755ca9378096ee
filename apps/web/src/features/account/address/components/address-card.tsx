import { Button } from 'antd';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { useTranslation } from 'react-i18next';
import type { Address } from '@/shared/address/get-addresses';
import { formatAddress } from '@/shared/address/address-rules';
import { addressNamespace } from '../locales/register';
import styles from './address-card.module.css';

export function AddressCard({
  address,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: Address;
  /** A change under way for this address. */
  busy: 'delete' | 'default' | null;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const { t } = useTranslation(addressNamespace);
  const names = { name: address.name };
  return (
    <li className={`${styles.card} ${address.is_default ? styles.isDefault : ''}`}>
      <div className={styles.who}>
        <span className={styles.name}>{address.name}</span>
        <span className={styles.mobile}>{address.mobile}</span>
        {address.is_default ? <span className={styles.tag}>{t('default')}</span> : null}
      </div>
      <p className={styles.where}>{formatAddress(address)}</p>
      <p className={styles.postal}>{t('postalCode', { code: address.postal_code })}</p>
      <div className={styles.actions}>
        {address.is_default ? (
          <span />
        ) : (
          <GuardedButton
            type="link"
            className={styles.makeDefault}
            disabled={busy === 'delete'}
            loading={busy === 'default'}
            aria-label={t('setDefaultLabel', names)}
            onClick={onMakeDefault}
          >
            {t('setDefault')}
          </GuardedButton>
        )}
        <span className={styles.edits}>
          <Button disabled={busy !== null} aria-label={t('editLabel', names)} onClick={onEdit}>
            {t('edit')}
          </Button>
          <GuardedButton
            danger
            disabled={busy === 'default'}
            loading={busy === 'delete'}
            aria-label={t('deleteLabel', names)}
            onClick={onDelete}
          >
            {t('delete')}
          </GuardedButton>
        </span>
      </div>
    </li>
  );
}
