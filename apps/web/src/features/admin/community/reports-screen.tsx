import type { ActionOutput } from '@atelier/contract';
import {
  REPORT_STATUSES,
  type ReportDecision,
  type ReportStatus,
} from '@atelier/contract/community-codes';
import { Button, Image, Popconfirm, Segmented, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction } from '../console/console-api';
import { formatTime } from '../console/format';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { GroupFilter } from './group-filter';
import { LoadFailed } from '../console/load-failed';
import { useQueueFilters } from './queue-filters';
import { communityNamespace } from './register';
import styles from './community.module.css';

type Row = ActionOutput<'communityReportList'>['list'][number];

/** What was reported, as plain text (never markup) with its images. */
export function ReportedContent({ row }: { row: Row }) {
  const { t } = useTranslation(communityNamespace);
  const { post, comment } = row;
  return (
    <div>
      <div className={styles.hint}>
        {comment
          ? t('reports.comment', { name: comment.author.nickname })
          : t('reports.post', { name: post.author.nickname })}{' '}
        <Tag>{t(`status.${comment ? comment.status : post.status}`)}</Tag>
      </div>
      <p className={styles.plain} data-testid="reported-text">
        {comment ? comment.text : post.text}
      </p>
      {comment ? (
        <p className={`${styles.plain} ${styles.hint}`}>
          {t('reports.onPost', { text: post.text })}
        </p>
      ) : null}
      {!comment && post.images.length > 0 ? (
        <div className={styles.thumbs}>
          <Image.PreviewGroup>
            {post.images.map((url) => (
              <Image key={url} src={url} width={56} height={56} style={{ objectFit: 'cover' }} />
            ))}
          </Image.PreviewGroup>
        </div>
      ) : null}
    </div>
  );
}

/** The reports queue: the oldest open first; hide, delete or dismiss one or many. */
export default function ReportsScreen() {
  const { t } = useTranslation(communityNamespace);
  const { list, status, groupId, apply, selected, setSelected } = useQueueFilters(
    'communityReportList',
    REPORT_STATUSES,
    'open',
  );
  const decide = useConsoleAction('communityReportDecide');

  const run = (ids: number[], decision: ReportDecision) =>
    decide.mutate(
      { ids, decision },
      {
        onSuccess: ({ decided, skipped }) => {
          feedback.message.success(
            skipped > 0
              ? t('applications.doneSkipped', { decided, skipped })
              : t('applications.done', { decided }),
          );
          setSelected([]);
        },
      },
    );
  const buttons = (ids: number[], small: boolean, counted: boolean) => (
    <Space wrap>
      <Button
        size={small ? 'small' : 'middle'}
        disabled={ids.length === 0}
        onClick={() => run(ids, 'hide')}
      >
        {counted ? t('reports.hideSelected', { count: ids.length }) : t('reports.hide')}
      </Button>
      <Popconfirm title={t('reports.deleteConfirm')} onConfirm={() => run(ids, 'delete')}>
        <Button size={small ? 'small' : 'middle'} danger disabled={ids.length === 0}>
          {counted ? t('reports.deleteSelected', { count: ids.length }) : t('reports.delete')}
        </Button>
      </Popconfirm>
      <Button
        size={small ? 'small' : 'middle'}
        type="text"
        disabled={ids.length === 0}
        onClick={() => run(ids, 'dismiss')}
      >
        {counted ? t('reports.dismissSelected', { count: ids.length }) : t('reports.dismiss')}
      </Button>
    </Space>
  );

  const open = status === 'open';
  return (
    <>
      <ScreenHeader title={t('reports.title')} />
      <ListScreen<Row>
        list={list}
        toolbar={
          <>
            <div className={styles.filters}>
              <Segmented<ReportStatus>
                value={status}
                onChange={(next) => apply({ status: next, group: groupId })}
                options={REPORT_STATUSES.map((value) => ({
                  value,
                  label: value === 'open' ? t('status.pending') : t(`status.${value}`),
                }))}
              />
              <GroupFilter value={groupId} onChange={(group) => apply({ status, group })} />
            </div>
            {open ? <div className={styles.bulk}>{buttons(selected, false, true)}</div> : null}
          </>
        }
        failed={<LoadFailed onRetry={() => void list.query.refetch()} />}
        hideOnSinglePage
        showTotal={(count) => t('total', { count })}
        rowKey="id"
        scroll={{ x: 860 }}
        locale={{ emptyText: open ? t('reports.empty') : t('reports.emptyOther') }}
        rowSelection={
          open
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
            : undefined
        }
        columns={[
          {
            title: t('reports.content'),
            width: 310,
            render: (_, row) => <ReportedContent row={row} />,
          },
          {
            title: t('reports.reason'),
            width: 190,
            render: (_, row) => (
              <Space orientation="vertical" size={2}>
                <Tag color="orange">{t(`reports.reasons.${row.reason}`)}</Tag>
                {row.note ? <span className={styles.plain}>{row.note}</span> : null}
                {open && row.reports_of_same > 1 ? (
                  <span className={styles.hint}>
                    {t('reports.same', { count: row.reports_of_same })}
                  </span>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('reports.reporter'),
            width: 160,
            render: (_, row) => (
              <>
                <div>{row.reporter.nickname}</div>
                <div className={styles.hint}>{row.group.name}</div>
                <div className={styles.hint}>{formatTime(row.created_at)}</div>
              </>
            ),
          },
          {
            title: '',
            width: 120,
            fixed: 'right',
            render: (_, row) =>
              open ? (
                buttons([row.id], true, false)
              ) : (
                <Space orientation="vertical" size={0}>
                  <Tag>{t(`status.${row.status}`)}</Tag>
                  <span className={styles.hint}>{row.decided_by}</span>
                </Space>
              ),
          },
        ]}
      />
    </>
  );
}
