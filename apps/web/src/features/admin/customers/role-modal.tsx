import { ROLES, type Role } from '@atelier/contract/codes';
import { Form, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { EditModal } from '../console/edit-modal';
import { adminNamespace } from '../locales/register';
import { customersNamespace } from './locales/register';

export interface RoleTarget {
  id: number;
  name: string;
  role: Role;
}

interface Props {
  open: boolean;
  /** The account whose role changes; without one, the modal finds it by user name or phone. */
  target?: RoleTarget;
  onClose: () => void;
}

/** Grants, changes or revokes a staff role. */
export function RoleModal({ open, target, onClose }: Props) {
  const { t } = useTranslation(customersNamespace);
  const { t: tAdmin } = useTranslation(adminNamespace);
  const [form] = Form.useForm<{ id: number; role: Role }>();
  const [keyword, setKeyword] = useState('');
  const found = useConsoleQuery(
    'customerList',
    { keyword, page: 1, limit: 10 },
    { enabled: open && !target && keyword.trim().length > 0, keepPrevious: false },
  );
  const setRole = useConsoleAction('staffRoleSet');

  return (
    <EditModal
      open={open}
      title={target ? `${t('staff.change')} · ${target.name}` : t('staff.grant')}
      okText={t('staff.save')}
      cancelText={t('staff.cancel')}
      saving={setRole.isPending}
      onSave={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={target ? { id: target.id, role: target.role } : undefined}
        onFinish={(values) =>
          setRole.mutate(values, {
            onSuccess: () => {
              feedback.message.success(t('staff.saved'));
              onClose();
            },
          })
        }
      >
        {target ? (
          <Form.Item name="id" hidden>
            <input type="hidden" />
          </Form.Item>
        ) : (
          <Form.Item
            name="id"
            label={t('staff.account')}
            rules={[{ required: true, message: t('staff.pickAccount') }]}
          >
            <Select
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              placeholder={t('staff.accountHint')}
              loading={found.isFetching}
              notFoundContent={
                found.isFetching ? <Spin size="small" /> : keyword ? t('empty') : null
              }
              options={(keyword ? (found.data?.list ?? []) : []).map((row) => ({
                value: row.id,
                label: `${row.nickname} (@${row.username} · ${row.mobile})`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="role"
          label={t('staff.role')}
          rules={[{ required: true, message: t('staff.pickRole') }]}
        >
          <Select
            options={ROLES.map((role) => ({ value: role, label: tAdmin(`roles.${role}`) }))}
          />
        </Form.Item>
      </Form>
    </EditModal>
  );
}
