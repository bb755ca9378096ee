import { PlusOutlined } from '@ant-design/icons';
import type { ActionOutput } from '@atelier/contract';
import { POSITION_STATUSES, type PositionStatus } from '@atelier/contract/hiring-codes';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConsoleSelect } from '../console/console-select';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { MissingEnglishFlag } from '../console/missing-english';
import { LoadFailed, PositionStatusTag } from './hiring-parts';
import { hiringPaths } from './hiring-paths';
import { hiringNamespace } from './hiring-register';

type Row = ActionOutput<'positionList'>['list'][number];

/** Every posting, last changed first, by status; a new one from here. */
export default function PositionsScreen() {
  const { t } = useTranslation(hiringNamespace);
  const navigate = useNavigate();
  const positions = useListQuery('positionList', (search) => ({
    status: POSITION_STATUSES.find((s) => s === search.get('status')),
  }));
  const { status } = positions.filters;
  const apply = positions.setFilters;

  return (
    <>
      <ScreenHeader
        title={t('positions.title')}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(hiringPaths.position())}
          >
            {t('positions.create')}
          </Button>
        }
      />
      <ListScreen<Row>
        list={positions}
        toolbar={
          <>
            <Space wrap style={{ marginBottom: 16 }}>
              <ConsoleSelect<PositionStatus>
                allowClear
                value={status}
                placeholder={t('positions.allStatuses')}
                aria-label={t('positions.status')}
                style={{ width: 160 }}
                onChange={(next) => apply({ status: next })}
                options={POSITION_STATUSES.map((s) => ({
                  value: s,
                  label: t(`positionStatus.${s}`),
                }))}
              />
            </Space>
          </>
        }
        failed={<LoadFailed onRetry={() => void positions.query.refetch()} />}
        hideOnSinglePage
        showTotal={(count) => t('common.total', { count })}
        rowKey="id"
        scroll={{ x: 720 }}
        locale={{ emptyText: status ? t('positions.noMatch') : t('positions.empty') }}
        columns={[
          {
            title: t('positions.position'),
            render: (_, row) => (
              <div>
                <Link to={hiringPaths.position(row.id)}>{row.title}</Link>{' '}
                <MissingEnglishFlag namespace={hiringNamespace} fields={row.missing_english} />
                <div style={{ color: 'var(--ant-color-text-secondary)' }}>
                  {t(`kind.${row.kind}`)} · {row.department} · {row.city}
                </div>
              </div>
            ),
          },
          {
            title: t('positions.status'),
            width: 150,
            render: (_, row) => (
              <>
                <PositionStatusTag status={row.status} />
                {row.closed_at ? (
                  <div style={{ fontSize: 12 }}>
                    {t('positions.closedAt', { time: formatTime(row.closed_at) })}
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: t('positions.questions'),
            dataIndex: 'question_count',
            width: 90,
            align: 'right',
          },
          {
            title: t('positions.applications'),
            dataIndex: 'application_count',
            width: 100,
            align: 'right',
          },
          {
            title: t('positions.updated'),
            width: 160,
            render: (_, row) => formatTime(row.updated_at),
          },
        ]}
      />
    </>
  );
}
