import type { ActionOutput } from '@atelier/contract';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@atelier/contract/community-codes';
import { Button, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction } from '../console/console-api';
import { formatTime } from '../console/format';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { GroupFilter } from './group-filter';
import { LoadFailed } from '../console/load-failed';
import { useQueueFilters } from './queue-filters';
import { RefuseModal, type Refusal } from './refuse-modal';
import { communityNamespace } from './register';
import styles from './community.module.css';

type Row = ActionOutput<'communityApplicationList'>['list'][number];
const statusColor = { pending: 'blue', approved: 'green', refused: 'red' } as const;

/** The join applications: the oldest waiting first; approve or refuse one or many at once. */
export default function ApplicationsScreen() {
  const { t } = useTranslation(communityNamespace);
  const { list, status, groupId, apply, selected, setSelected } = useQueueFilters(
    'communityApplicationList',
    APPLICATION_STATUSES,
    'pending',
  );
  const decide = useConsoleAction('communityApplicationDecide');
  const [refusing, setRefusing] = useState<number[]>();

  const run = (ids: number[], decision: 'approve' | 'refuse', refusal: Refusal = { reason: '' }) =>
    decide.mutate(
      { ids, decision, ...refusal },
      {
        onSuccess: ({ decided, skipped }) => {
          feedback.message.success(
            skipped > 0
              ? t('applications.doneSkipped', { decided, skipped })
              : t('applications.done', { decided }),
          );
          setSelected((current) => current.filter((id) => !ids.includes(id)));
          setRefusing(undefined);
        },
      },
    );

  const pending = status === 'pending';
  return (
    <>
      <ScreenHeader title={t('applications.title')} />
      <ListScreen<Row>
        list={list}
        toolbar={
          <>
            <div className={styles.filters}>
              <Segmented<ApplicationStatus>
                value={status}
                onChange={(next) => apply({ status: next, group: groupId })}
                options={APPLICATION_STATUSES.map((value) => ({
                  value,
                  label: t(`status.${value}`),
                }))}
              />
              <GroupFilter value={groupId} onChange={(group) => apply({ status, group })} />
            </div>
            {pending ? (
              <div className={styles.bulk}>
                <Button
                  type="primary"
                  disabled={selected.length === 0}
                  loading={decide.isPending}
                  onClick={() => run(selected, 'approve')}
                >
                  {t('applications.approveSelected', { count: selected.length })}
                </Button>
                <Button
                  danger
                  disabled={selected.length === 0}
                  onClick={() => setRefusing(selected)}
                >
                  {t('applications.refuseSelected', { count: selected.length })}
                </Button>
                <span className={styles.hint}>{t('masked')}</span>
              </div>
            ) : null}
          </>
        }
        failed={<LoadFailed onRetry={() => void list.query.refetch()} />}
        hideOnSinglePage
        showTotal={(count) => t('total', { count })}
        rowKey="id"
        scroll={{ x: 860 }}
        locale={{ emptyText: pending ? t('applications.empty') : t('applications.emptyOther') }}
        rowSelection={
          pending
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
              }
            : undefined
        }
        expandable={{
          expandedRowRender: (row) =>
            row.answers.length === 0 ? (
              <p className={styles.empty}>{t('applications.noAnswers')}</p>
            ) : (
              <dl className={styles.answers}>
                {row.answers.map((answer, index) => (
                  <div key={index}>
                    <dt>{answer.question}</dt>
                    <dd className={styles.plain}>{answer.answer || '—'}</dd>
                  </div>
                ))}
              </dl>
            ),
        }}
        columns={[
          {
            title: t('applications.applicant'),
            width: 170,
            render: (_, row) => (
              <>
                <div>{row.applicant.nickname}</div>
                <div style={{ color: '#6b6b76' }}>{row.applicant.mobile}</div>
              </>
            ),
          },
          { title: t('applications.group'), width: 150, render: (_, row) => row.group.name },
          {
            title: t('applications.answers'),
            width: 120,
            render: (_, row) => t('applications.showAnswers', { count: row.answers.length }),
          },
          {
            title: pending ? t('applications.applied') : t('applications.decided'),
            width: 140,
            render: (_, row) => formatTime(row.decided_at ?? row.created_at),
          },
          pending
            ? {
                title: '',
                width: 170,
                fixed: 'right' as const,
                render: (_, row) => (
                  <Space>
                    <Button size="small" type="primary" onClick={() => run([row.id], 'approve')}>
                      {t('applications.approve')}
                    </Button>
                    <Button size="small" danger onClick={() => setRefusing([row.id])}>
                      {t('applications.refuse')}
                    </Button>
                  </Space>
                ),
              }
            : {
                title: t('applications.reason'),
                width: 250,
                render: (_, row) => (
                  <Space orientation="vertical" size={0}>
                    <Tag color={statusColor[row.status]}>{t(`status.${row.status}`)}</Tag>
                    {row.reason ? <span className={styles.plain}>{row.reason}</span> : null}
                    {row.decided_by ? <span className={styles.hint}>{row.decided_by}</span> : null}
                  </Space>
                ),
              },
        ]}
      />
      {refusing ? (
        <RefuseModal
          count={refusing.length}
          busy={decide.isPending}
          onClose={() => setRefusing(undefined)}
          onRefuse={(refusal) => run(refusing, 'refuse', refusal)}
        />
      ) : null}
    </>
  );
}
