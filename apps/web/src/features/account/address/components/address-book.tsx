import { PlusOutlined } from '@ant-design/icons';
import { ADDRESS_MAX } from '@atelier/contract/formats';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAddresses, type Address } from '@/shared/address/get-addresses';
import { AddressEditor } from '@/shared/address/address-editor';
import { formatAddress } from '@/shared/address/address-rules';
import panel from '@/shared/ui/panel.module.css';
import personal from '@/shared/ui/personal-page.module.css';
import { Bone, RetryPanel, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { useMakeDefault } from '@/shared/address/save-address';
import { useDeleteAddress } from '../api/delete-address';
import { returnPath } from '../lib/return-path';
import { addressNamespace } from '../locales/register';
import styles from './address-book.module.css';
import { AddressCard } from './address-card';

/** What the dialog is doing: nothing, adding, or changing one address. */
type Editing = { address: Address | null } | null;

/** /address: the saved delivery addresses, the default first, and the dialog that edits them. */
export function AddressBook() {
  const { t } = useTranslation(addressNamespace);
  const { message, modal } = App.useApp();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const navigate = useNavigate();
  // Sent here by the checkout: a new address takes the customer straight back to the order.
  const [search] = useSearchParams();
  const back = returnPath(search.get('redirect'));
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefault();
  // Which address a change from the list is under way for, and which change.
  const [busy, setBusy] = useState<{ id: number; kind: 'delete' | 'default' } | null>(null);

  const list = addresses.data ?? [];
  const full = list.length >= ADDRESS_MAX;

  const confirmDelete = (address: Address) => {
    modal.confirm({
      title: t('deleteTitle'),
      content: (
        <>
          <p className={styles.confirmText}>
            {t('deleteText', { name: address.name, address: formatAddress(address) })}
          </p>
          {address.is_default && list.length > 1 ? (
            <p className={styles.confirmNote}>{t('deleteDefaultText')}</p>
          ) : null}
        </>
      ),
      okText: t('deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('deleteCancel'),
      onOk: () => {
        setBusy({ id: address.id, kind: 'delete' });
        remove.mutate(address.id, { onSuccess: () => void message.success(t('deleted')) });
      },
    });
  };

  const setDefault = (address: Address) => {
    setBusy({ id: address.id, kind: 'default' });
    makeDefault.mutate(address, {
      onSuccess: () => void message.success(t('defaultSet', { name: address.name })),
    });
  };

  let body;
  if (addresses.isPending) {
    body = (
      <div role="status" aria-live="polite" className={styles.list}>
        <span className="visually-hidden">{t('loading')}</span>
        {[0, 1].map((index) => (
          <span key={index} className={styles.skeleton} aria-hidden="true">
            <Bone className={styles.boneShort} />
            <Bone className={styles.boneLong} />
            <Bone className={styles.boneShort} />
          </span>
        ))}
      </div>
    );
  } else if (addresses.isError) {
    body = (
      <RetryPanel
        title={t('errorTitle')}
        text={t('errorText')}
        retry={t('retry')}
        onRetry={() => void addresses.refetch()}
      />
    );
  } else if (list.length === 0) {
    body = (
      <StatePanel
        title={t('emptyTitle')}
        text={t('emptyText')}
        actions={
          <button
            type="button"
            className={stateClasses.primary}
            onClick={() => setEditing({ address: null })}
          >
            {t('add')}
          </button>
        }
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-labelledby="address-title">
        {list.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            busy={
              (remove.isPending || makeDefault.isPending) && busy?.id === address.id
                ? busy.kind
                : null
            }
            onEdit={() => setEditing({ address })}
            onDelete={() => confirmDelete(address)}
            onMakeDefault={() => setDefault(address)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className={`${personal.page} ${panel.panel}`} aria-labelledby="address-title">
      <header className={`${personal.header} ${styles.header}`}>
        <div>
          <h1 id="address-title" className={personal.title}>
            {t('title')}
          </h1>
          {list.length > 0 ? (
            <p className={`${personal.count} ${styles.count}`}>
              {t('count', { count: list.length, max: ADDRESS_MAX })}
            </p>
          ) : null}
        </div>
        {list.length > 0 ? (
          <Button
            type="primary"
            size="large"
            icon={<PlusOutlined aria-hidden />}
            disabled={full}
            onClick={() => setEditing({ address: null })}
          >
            {t('add')}
          </Button>
        ) : null}
      </header>
      {list.length > 0 ? (
        <p className={`${styles.limit} ${full ? styles.limitReached : ''}`} role="note">
          {t(full ? 'limitReached' : 'limitNote', { max: ADDRESS_MAX })}
        </p>
      ) : null}
      {back ? (
        <p className={styles.back}>
          <span>{t('returnNote')}</span>
          <Link to={back} className={styles.backLink}>
            {t('returnLink')}
          </Link>
        </p>
      ) : null}
      {body}
      <AddressEditor
        open={editing !== null}
        address={editing?.address ?? null}
        first={list.length === 0}
        onClose={() => setEditing(null)}
        onSaved={() => {
          const added = editing?.address === null;
          setEditing(null);
          void message.success(t('saved'));
          if (added && back) void navigate(back);
        }}
      />
    </section>
  );
}
