import type { ActionOutput } from '@atelier/contract';
import { Button, Form, Input, Modal, Popconfirm, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { LoadFailed } from '../console/load-failed';
import { communityNamespace } from './register';
import styles from './community.module.css';
import { ConsoleTable } from '../console/console-table';
import { DateField } from '../console/date-field';

type Member = ActionOutput<'communityMemberList'>['list'][number];
type Ban = ActionOutput<'communityBanList'>['list'][number];
const PAGE_SIZE = 20;

/** The members' search as the address keeps it, beside the group's own. */
function memberFilterOf(search: URLSearchParams): { keyword?: string } {
  return { keyword: search.get('keyword') || undefined };
}

/** A group's members, newest first: search, ban until a day with a reason, lift a ban. */
export function MembersPanel({ groupId }: { groupId: number }) {
  const { t } = useTranslation(communityNamespace);
  const members = useListQuery('communityMemberList', memberFilterOf, {
    input: ({ keyword }) => ({ group_id: groupId, keyword }),
    pageSize: PAGE_SIZE,
    prefix: 'members_',
  });
  const unban = useConsoleAction('communityUnban');
  const [banning, setBanning] = useState<Member>();

  return (
    <>
      <CurrentBans groupId={groupId} />
      <p className={styles.note}>{t('masked')}</p>
      <Input.Search
        key={members.filterKey}
        allowClear
        defaultValue={members.filters.keyword}
        placeholder={t('members.search')}
        aria-label={t('members.search')}
        onSearch={(value) => members.setFilters({ keyword: value.trim() || undefined })}
        style={{ maxWidth: 260, marginBottom: 16 }}
      />
      <ListScreen<Member>
        list={members}
        bare
        failed={<LoadFailed onRetry={() => void members.query.refetch()} />}
        rowKey="user_id"
        scroll={{ x: 720 }}
        locale={{ emptyText: t('members.empty') }}
        hideOnSinglePage
        columns={[
          {
            title: t('members.member'),
            render: (_, row) => (
              <>
                <div>{row.nickname}</div>
                <div style={{ color: '#6b6b76' }}>{row.mobile}</div>
              </>
            ),
          },
          {
            title: t('members.joined'),
            width: 150,
            render: (_, row) => formatTime(row.joined_at),
          },
          {
            title: t('members.accepted'),
            width: 120,
            render: (_, row) => `v${row.accepted_version}`,
          },
          { title: t('members.posts'), dataIndex: 'post_count', width: 80 },
          {
            title: '',
            width: 150,
            fixed: 'right',
            render: (_, row) =>
              row.banned_until ? (
                <Space wrap>
                  <Tag color="red">
                    {t('members.bannedUntil', { day: formatTime(row.banned_until) })}
                  </Tag>
                  <Popconfirm
                    title={t('members.unbanConfirm', { name: row.nickname })}
                    onConfirm={() =>
                      unban.mutate(
                        { group_id: groupId, user_id: row.user_id },
                        { onSuccess: () => feedback.message.success(t('members.unbanned')) },
                      )
                    }
                  >
                    <Button size="small">{t('members.unban')}</Button>
                  </Popconfirm>
                </Space>
              ) : (
                <Button size="small" danger onClick={() => setBanning(row)}>
                  {t('members.ban')}
                </Button>
              ),
          },
        ]}
      />
      {banning ? (
        <BanModal groupId={groupId} member={banning} onClose={() => setBanning(undefined)} />
      ) : null}
    </>
  );
}

function BanModal({
  groupId,
  member,
  onClose,
}: {
  groupId: number;
  member: Member;
  onClose: () => void;
}) {
  const { t } = useTranslation(communityNamespace);
  const ban = useConsoleAction('communityBan');
  const [form] = Form.useForm<{ until: Dayjs; reason: string }>();
  return (
    <Modal
      open
      title={t('members.banTitle', { name: member.nickname })}
      okText={t('members.ban')}
      okButtonProps={{ danger: true, loading: ban.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <p className={styles.note}>{t('members.banNote')}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ until: dayjs().add(7, 'day'), reason: '' }}
        onFinish={(values) =>
          ban.mutate(
            {
              group_id: groupId,
              user_id: member.user_id,
              until: values.until.format('YYYY-MM-DD'),
              reason: values.reason,
            },
            {
              onSuccess: () => {
                feedback.message.success(t('members.banned'));
                onClose();
              },
            },
          )
        }
      >
        <Form.Item
          name="until"
          label={t('members.until')}
          rules={[{ required: true, message: t('required', { field: t('members.until') }) }]}
        >
          <DateField block min={dayjs().add(1, 'day')} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('members.reason')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('required', { field: t('members.reason') }),
            },
          ]}
        >
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Who is banned from the group now, the soonest back first, and why. */
function CurrentBans({ groupId }: { groupId: number }) {
  const { t } = useTranslation(communityNamespace);
  const bans = useConsoleQuery('communityBanList', { group_id: groupId, page: 1, limit: 50 });
  const list = bans.data?.list ?? [];
  return (
    <section aria-label={t('members.bansTitle')} className={styles.bans}>
      <h3 className={styles.bansTitle}>{t('members.bansTitle')}</h3>
      {list.length === 0 ? (
        <p className={styles.empty}>{bans.isFetching ? '…' : t('members.noBans')}</p>
      ) : (
        <ConsoleTable<Ban>
          size="small"
          rowKey={(row) => row.member.user_id}
          dataSource={list}
          pagination={false}
          scroll={{ x: 560 }}
          columns={[
            {
              title: t('members.member'),
              render: (_, row) => `${row.member.nickname} · ${row.member.mobile}`,
            },
            {
              title: t('members.untilShort'),
              width: 130,
              render: (_, row) => formatTime(row.until),
            },
            {
              title: t('members.reason'),
              render: (_, row) => (
                <>
                  <span className={styles.plain}>{row.reason}</span>
                  <div className={styles.hint}>{row.banned_by}</div>
                </>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
