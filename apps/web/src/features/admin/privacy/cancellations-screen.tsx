import type { ActionOutput } from '@atelier/contract';
import { Button, Card, Result, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConsoleQuery } from '../console/console-api';
import { consolePaths } from '../console/console-paths';
import { formatTime } from '../console/format';
import { ScreenHeader } from '../console/screen-header';
import { privacyConsoleNamespace } from './privacy-register';

type Row = ActionOutput<'cancellationList'>['list'][number];
const PAGE_SIZE = 20;

/** Whole days until the erasure, counted up: "1 day" until the last moment, then "due". */
function daysLeft(eraseAfter: string, now: number): number {
  return Math.ceil(dayjs(eraseAfter).diff(now, 'day', true));
}

/** The accounts waiting out their cooling-off period, the soonest erasure first. */
export default function CancellationsScreen() {
  const { t } = useTranslation(privacyConsoleNamespace);
  const [search, setSearch] = useSearchParams();
  const page = Number(search.get('page')) || 1;
  const pending = useConsoleQuery('cancellationList', { page, limit: PAGE_SIZE });
  // Days are counted from when the list was read, so a re-render never changes them.
  const now = pending.dataUpdatedAt;

  return (
    <>
      <ScreenHeader
        title={t('title')}
        actions={<Link to={`${consolePaths.audit}?target_type=erasure`}>{t('erasureLog')}</Link>}
      />
      <Card>
        <p style={{ marginTop: 0, color: 'var(--ant-color-text-secondary)' }}>{t('lead')}</p>
        {pending.isError ? (
          <Result
            status="warning"
            title={t('loadFailed')}
            extra={<Button onClick={() => void pending.refetch()}>{t('retry')}</Button>}
          />
        ) : (
          <Table<Row>
            rowKey="user_id"
            loading={pending.isFetching}
            dataSource={pending.data?.list ?? []}
            scroll={{ x: 640 }}
            locale={{ emptyText: t('empty') }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: pending.data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (count) => t('total', { count }),
              onChange: (next) =>
                setSearch(next > 1 ? { page: String(next) } : {}, { replace: true }),
            }}
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
        )}
      </Card>
    </>
  );
}
