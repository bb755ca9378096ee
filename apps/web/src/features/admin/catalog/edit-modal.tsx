import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogNamespace } from './locales/register';

/** The dialog a catalogue list edits one of its records in: save submits `children`' form. */
export function EditModal({
  open,
  title,
  saving,
  onCancel,
  onSave,
  width = 720,
  children,
}: {
  open: boolean;
  title: ReactNode;
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation(catalogNamespace);
  return (
    <Modal
      open={open}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={onSave}
      destroyOnHidden
      width={width}
    >
      {children}
    </Modal>
  );
}
