import { DownloadOutlined } from '@ant-design/icons';
import type { ActionInput, ActionOutput } from '@atelier/contract';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@atelier/contract/hiring-codes';
import { Button, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callAction } from '@/shared/api/call-action';
import { feedback } from '@/shared/ui/feedback';
import { ConsoleSelect } from '../console/console-select';
import { DateRangeField, type DayRange } from '../console/date-field';
import { formatTime } from '../console/format';
import { saveText } from '../console/save-text';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { ApplicationStatusTag, LoadFailed } from './hiring-parts';
import { hiringPaths } from './hiring-paths';
import { hiringNamespace } from './hiring-register';

type Row = ActionOutput<'applicationList'>['list'][number];
type Filter = ActionInput<'applicationExport'>;

/** The filters as the address keeps them, so a filtered inbox can be shared and reloaded. */
interface AddressFilter {
  position?: number;
  status?: ApplicationStatus;
  q?: string;
  from?: string;
  to?: string;
}

function filterOf(search: URLSearchParams): AddressFilter {
  const statusParam = search.get('status');
  return {
    position: Number(search.get('position')) || undefined,
    status: APPLICATION_STATUSES.find((s) => s === statusParam),
    q: search.get('q') || undefined,
    from: search.get('from') || undefined,
    to: search.get('to') || undefined,
  };
}

function inputOf({ position, q, ...rest }: AddressFilter): Filter {
  return { position_id: position, keyword: q, ...rest };
}

interface FormValues {
  position_id?: number;
  status?: ApplicationStatus;
  keyword?: string;
  range?: DayRange | null;
}

/** Every application, newest first, by posting, status, applicant and day; CSV of the same. */
export default function ApplicationsScreen() {
  const { t } = useTranslation(hiringNamespace);
  const applications = useListQuery('applicationList', filterOf, { input: inputOf });
  const filter = inputOf(applications.filters);
  const [exporting, setExporting] = useState(false);
  const filtered = Object.values(filter).some((value) => value !== undefined);

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await callAction('applicationExport', filter);
      saveText(file.filename, file.csv);
      feedback.message.success(t('applications.exported', { count: file.rows }));
    } catch {
      // The request client has shown the refusal.
    } finally {
      setExporting(false);
    }
  }

  // Postings to filter by, as the inbox names them (postings are the editors' screen).
  const seen = new Map<number, string>();
  for (const row of applications.query.data?.list ?? [])
    seen.set(row.position.id, row.position.title);

  return (
    <>
      <ScreenHeader
        title={t('applications.title')}
        actions={
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
            {t('applications.export')}
          </Button>
        }
      />
      <ListScreen<Row>
        list={applications}
        toolbar={
          <>
            <Form<FormValues>
              key={applications.filterKey}
              layout="inline"
              style={{ rowGap: 12, marginBottom: 16 }}
              initialValues={{
                position_id: filter.position_id,
                status: filter.status,
                keyword: filter.keyword,
                range: filter.from && filter.to ? [dayjs(filter.from), dayjs(filter.to)] : null,
              }}
              onFinish={(values) =>
                applications.setFilters({
                  position: values.position_id,
                  status: values.status,
                  q: values.keyword?.trim() || undefined,
                  from: values.range?.[0].format('YYYY-MM-DD'),
                  to: values.range?.[1].format('YYYY-MM-DD'),
                })
              }
            >
              <Form.Item name="position_id">
                <ConsoleSelect<number>
                  allowClear
                  aria-label={t('applications.position')}
                  placeholder={t('applications.allPositions')}
                  style={{ width: 220 }}
                  options={[...seen].map(([value, label]) => ({ value, label }))}
                />
              </Form.Item>
              <Form.Item name="status">
                <ConsoleSelect<ApplicationStatus>
                  allowClear
                  aria-label={t('applications.status')}
                  placeholder={t('applications.allStatuses')}
                  style={{ width: 160 }}
                  options={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                />
              </Form.Item>
              <Form.Item name="keyword">
                <Input
                  allowClear
                  aria-label={t('applications.keyword')}
                  placeholder={t('applications.keyword')}
                  style={{ width: 220 }}
                />
              </Form.Item>
              <Form.Item name="range">
                <DateRangeField label={t('applications.applied')} />
              </Form.Item>
              <Form.Item>
                <Button type="primary" htmlType="submit">
                  {t('applications.search')}
                </Button>
              </Form.Item>
            </Form>
          </>
        }
        failed={<LoadFailed onRetry={() => void applications.query.refetch()} />}
        hideOnSinglePage
        showTotal={(count) => t('common.total', { count })}
        rowKey="id"
        scroll={{ x: 760 }}
        locale={{ emptyText: filtered ? t('applications.noMatch') : t('applications.empty') }}
        columns={[
          {
            title: t('applications.applicant'),
            render: (_, row) => (
              <div>
                <Link to={hiringPaths.application(row.id)}>{row.name}</Link>
                <div style={{ color: 'var(--ant-color-text-secondary)' }}>
                  {row.mobile} · {row.email}
                </div>
              </div>
            ),
          },
          {
            title: t('applications.position'),
            render: (_, row) => row.position.title,
          },
          {
            title: t('applications.status'),
            width: 120,
            render: (_, row) => <ApplicationStatusTag status={row.status} />,
          },
          {
            title: t('applications.resume'),
            width: 90,
            render: (_, row) =>
              row.has_resume ? t('applications.hasResume') : t('applications.noResume'),
          },
          {
            title: t('applications.applied'),
            width: 160,
            render: (_, row) => formatTime(row.created_at),
          },
        ]}
      />
    </>
  );
}
