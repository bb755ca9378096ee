import type { ActionOutput } from '@atelier/contract';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction } from '../console/console-api';
import { consolePaths } from '../console/console-paths';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { adminNamespace } from '../locales/register';
import { customersNamespace } from './locales/register';
import { RoleModal, type RoleTarget } from './role-modal';
import { StatusTag } from './status-tag';
import styles from './customers.module.css';

type Row = ActionOutput<'staffList'>['list'][number];

/** Who works in the console and in which role; admins grant, change and revoke roles. */
export default function StaffScreen() {
  const { t } = useTranslation(customersNamespace);
  const { t: tAdmin } = useTranslation(adminNamespace);
  const staff = useListQuery('staffList', () => ({}));
  const viewer = useSession((state) => state.user);
  const [editing, setEditing] = useState<RoleTarget | 'new' | null>(null);
  const revoke = useConsoleAction('staffRoleSet');

  return (
    <>
      <ScreenHeader
        title={tAdmin('menu.staff')}
        actions={
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('staff.grant')}
          </Button>
        }
      />
      <ListScreen<Row>
        list={staff}
        toolbar={<p>{t('staff.intro')}</p>}
        hideOnSinglePage
        rowKey="id"
        scroll={{ x: 844 }}
        columns={[
          {
            title: t('staff.account'),
            width: 180,
            render: (_, row) => (
              <Link to={consolePaths.customer(row.id)}>
                <strong>{row.nickname}</strong>
                <span className={styles.username}>@{row.username}</span>
              </Link>
            ),
          },
          { title: t('columns.mobile'), dataIndex: 'mobile', width: 124 },
          {
            title: t('columns.role'),
            dataIndex: 'role',
            width: 170,
            render: (role: Row['role'], row) => (
              <>
                <Tag color={role === 'admin' ? 'gold' : 'blue'}>{tAdmin(`roles.${role}`)}</Tag>
                {row.id === viewer?.id ? <Tag>{t('staff.you')}</Tag> : null}
              </>
            ),
          },
          {
            title: t('columns.status'),
            dataIndex: 'status',
            width: 80,
            render: (status: Row['status']) => <StatusTag status={status} />,
          },
          {
            title: t('columns.joined'),
            dataIndex: 'created_at',
            width: 140,
            render: (value: string) => formatTime(value),
          },
          {
            title: t('columns.actions'),
            width: 150,
            render: (_, row) => (
              <Space size="small" wrap>
                <Button
                  size="small"
                  onClick={() => setEditing({ id: row.id, name: row.nickname, role: row.role })}
                >
                  {t('staff.change')}
                </Button>
                <Popconfirm
                  title={t('staff.revokeTitle', { name: row.nickname })}
                  description={t('staff.revokeText')}
                  okText={t('staff.revoke')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('staff.cancel')}
                  onConfirm={() =>
                    revoke.mutate(
                      { id: row.id, role: 'user' },
                      { onSuccess: () => feedback.message.success(t('staff.saved')) },
                    )
                  }
                >
                  <Button size="small" danger>
                    {t('staff.revoke')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <RoleModal
        open={editing !== null}
        target={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
