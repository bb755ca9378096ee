import type { ActionOutput } from '@atelier/contract';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consolePaths } from '../console/console-paths';
import { ConsoleResult } from '../console/console-result';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { privacyConsoleNamespace } from './privacy-register';

type Row = ActionOutput<'cancellationList'>['list'][number];

/** Whole days until the erasure, counted up: "1 day" until the last moment, then "due". */
function daysLeft(eraseAfter: string, now: number): number {
  return Math.ceil(dayjs(eraseAfter).diff(now, 'day', true));
}

/** The accounts waiting out their cooling-off period, the soonest erasure first. */
export default function CancellationsScreen() {
  const { t } = useTranslation(privacyConsoleNamespace);
  const pending = useListQuery('cancellationList', () => ({}));
  // Days are counted from when the list was read, so a re-render never changes them.
  const now = pending.query.dataUpdatedAt;

  return (
    <>
      <ScreenHeader
        title={t('title')}
        actions={<Link to={`${consolePaths.audit}?target_type=erasure`}>{t('erasureLog')}</Link>}
      />
      <ListScreen<Row>
        list={pending}
        toolbar={
          <>
            <p style={{ marginTop: 0, color: 'var(--ant-color-text-secondary)' }}>{t('lead')}</p>
          </>
        }
        failed={
          <ConsoleResult
            status="warning"
            title={t('loadFailed')}
            extra={<Button onClick={() => void pending.query.refetch()}>{t('retry')}</Button>}
          />
        }
        hideOnSinglePage
        showTotal={(count) => t('total', { count })}
        rowKey="user_id"
        scroll={{ x: 640 }}
        locale={{ emptyText: t('empty') }}
        columns={[
          {
            title: t('user'),
            render: (_, row) => (
              <div>
                <Link to={consolePaths.customer(row.user_id)}>{row.nickname}</Link>
                <div style={{ color: 'var(--ant-color-text-secondary)' }}>
                  {row.username} · #{row.user_id}
                </div>
              </div>
            ),
          },
          {
            title: t('requested'),
            width: 160,
            render: (_, row) => formatTime(row.requested_at),
          },
          {
            title: t('eraseAfter'),
            width: 160,
            render: (_, row) => formatTime(row.erase_after),
          },
          {
            title: t('left'),
            width: 110,
            align: 'right',
            render: (_, row) => {
              const days = daysLeft(row.erase_after, now);
              return days > 0 ? t('daysLeft', { count: days }) : t('due');
            },
          },
        ]}
      />
    </>
  );
}
