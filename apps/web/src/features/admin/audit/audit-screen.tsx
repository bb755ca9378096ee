import { AUDIT_TARGETS, type AuditTarget } from '@atelier/contract/permissions';
import { Button, Form, Grid, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AuditActor } from '../console/audit-actor';
import { AuditChanges, type AuditRow } from '../console/audit-changes';
import { useConsoleQuery } from '../console/console-api';
import { ConsoleSelect } from '../console/console-select';
import { DateRangeField, type DayRange } from '../console/date-field';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { adminNamespace } from '../locales/register';

interface Filters {
  actor?: string;
  target_type?: AuditTarget;
  target_id?: string;
  action?: string;
  from?: string;
  to?: string;
}

const TEXT_KEYS = ['actor', 'target_id', 'action', 'from', 'to'] as const;

/** The filters as the address keeps them; a record's page links here with its target chosen. */
function filtersFrom(search: URLSearchParams): Filters {
  const filters: Filters = {
    target_type: (search.get('target_type') as AuditTarget | null) ?? undefined,
  };
  for (const key of TEXT_KEYS) filters[key] = search.get(key) || undefined;
  return filters;
}

/** The whole audit trail, filtered by who, target, action and date range, paged on the server. */
export default function AuditScreen() {
  const { t } = useTranslation(adminNamespace);
  const trail = useListQuery('auditList', filtersFrom);
  const { filters } = trail;
  const wide = Grid.useBreakpoint().md ?? true;
  const actions = useConsoleQuery('auditActions', {});

  return (
    <>
      <ScreenHeader title={t('menu.audit')} />
      <ListScreen<AuditRow>
        list={trail}
        filters={
          <Form
            key={trail.filterKey}
            layout={wide ? 'inline' : 'vertical'}
            initialValues={{
              ...filters,
              range: filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null,
            }}
            onFinish={(values: Filters & { range?: DayRange | null }) => {
              const { range, ...rest } = values;
              trail.setFilters({
                ...Object.fromEntries(
                  Object.entries(rest).map(([key, value]) => [key, value || undefined]),
                ),
                from: range?.[0].format('YYYY-MM-DD'),
                to: range?.[1].format('YYYY-MM-DD'),
              });
            }}
          >
            <Form.Item name="actor" label={t('audit.actor')}>
              <Input allowClear placeholder={t('audit.actorHint')} />
            </Form.Item>
            <Form.Item name="target_type" label={t('audit.target')}>
              <ConsoleSelect
                allowClear
                style={{ minWidth: 140 }}
                options={AUDIT_TARGETS.map((value) => ({
                  value,
                  label: t(`audit.targets.${value}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="target_id" label={t('audit.targetId')}>
              <Input allowClear style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="action" label={t('audit.action')}>
              <ConsoleSelect
                allowClear
                placeholder={t('audit.actionHint')}
                style={{ minWidth: 200 }}
                options={actions.data ?? []}
              />
            </Form.Item>
            <Form.Item name="range" label={t('audit.dates')}>
              <DateRangeField label={t('audit.dates')} />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit">
                {t('audit.search')}
              </Button>
            </Form.Item>
          </Form>
        }
        style={{ marginTop: 16 }}
        rowKey="id"
        // Fits the console's content at 1200 px; narrower, the table scrolls in its frame.
        scroll={{ x: 860 }}
        columns={[
          {
            title: t('audit.time'),
            dataIndex: 'created_at',
            width: 140,
            render: (value: string) => formatTime(value),
          },
          {
            title: t('audit.actor'),
            render: (_, row) => <AuditActor row={row} />,
          },
          { title: t('audit.action'), width: 140, render: (_, row) => row.labels.action },
          {
            title: t('audit.target'),
            render: (_, row) => `${t(`audit.targets.${row.target_type}`)} #${row.target_id}`,
          },
          { title: t('audit.changes'), render: (_, row) => <AuditChanges row={row} /> },
          { title: t('audit.ip'), dataIndex: 'ip', width: 120 },
        ]}
      />
    </>
  );
}
