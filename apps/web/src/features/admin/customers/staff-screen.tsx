import type { ActionOutput } from '@atelier/contract';
import { Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { consolePaths } from '../console/console-paths';
import { formatTime } from '../console/format';
import { ScreenHeader } from '../console/screen-header';
import { adminNamespace } from '../locales/register';
import { customersNamespace } from './locales/register';
import { RoleModal, type RoleTarget } from './role-modal';
import { StatusTag } from './status-tag';
import styles from './customers.module.css';

type Row = ActionOutput<'staffList'>['list'][number];

const PAGE_SIZE = 20;

/** Who works in the console and in which role; admins grant, change and revoke roles. */
export default function StaffScreen() {
  const { t } = useTranslation(customersNamespace);
  const { t: tAdmin } = useTranslation(adminNamespace);
  const [page, setPage] = useState(1);
  const staff = useConsoleQuery('staffList', { page, limit: PAGE_SIZE });
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
      <Card>
        <p>{t('staff.intro')}</p>
        <Table<Row>
          rowKey="id"
          loading={staff.isFetching}
          dataSource={staff.data?.list ?? []}
          scroll={{ x: 760 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: staff.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
          columns={[
            {
              title: t('staff.account'),
              width: 200,
              render: (_, row) => (
                <Link to={consolePaths.customer(row.id)}>
                  <strong>{row.nickname}</strong>
                  <span className={styles.username}>@{row.username}</span>
                </Link>
              ),
            },
            { title: t('columns.mobile'), dataIndex: 'mobile', width: 130 },
            {
              title: t('columns.role'),
              dataIndex: 'role',
              width: 190,
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
              width: 90,
              render: (status: Row['status']) => <StatusTag status={status} />,
            },
            {
              title: t('columns.joined'),
              dataIndex: 'created_at',
              width: 150,
              render: (value: string) => formatTime(value),
            },
            {
              title: t('columns.actions'),
              width: 170,
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
      </Card>
      <RoleModal
        open={editing !== null}
        target={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
