import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';

/**
 * The dialog a console screen edits one record in: save submits `children`' form, cancel
 * closes it, and its form is dropped when it closes.
 */
export function EditModal({
  open,
  title,
  saving,
  onCancel,
  onSave,
  okText,
  cancelText,
  width,
  children,
}: {
  open: boolean;
  title: ReactNode;
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
  /** The save button's words, "Save" unless given. */
  okText?: ReactNode;
  cancelText?: ReactNode;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation(adminNamespace);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('editDialog.save')}
      cancelText={cancelText ?? t('editDialog.cancel')}
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
