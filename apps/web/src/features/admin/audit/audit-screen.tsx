import { AUDIT_TARGETS, type AuditTarget } from '@atelier/contract/permissions';
import { Button, Card, DatePicker, Form, Grid, Input, Select, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditActor } from '../console/audit-actor';
import { AuditChanges, type AuditRow } from '../console/audit-changes';
import { useConsoleQuery } from '../console/console-api';
import { formatTime } from '../console/format';
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

const PAGE_SIZE = 20;

/** The whole audit trail, filtered by who, target, action and date range, paged on the server. */
export default function AuditScreen() {
  const { t } = useTranslation(adminNamespace);
  const [search] = useSearchParams();
  // A record's page links here with its target already chosen.
  const [filters, setFilters] = useState<Filters>(() => ({
    target_type: (search.get('target_type') as AuditTarget | null) ?? undefined,
    target_id: search.get('target_id') ?? undefined,
  }));
  const [page, setPage] = useState(1);
  const trail = useConsoleQuery('auditList', { ...filters, page, limit: PAGE_SIZE });
  const wide = Grid.useBreakpoint().md ?? true;

  return (
    <>
      <ScreenHeader title={t('menu.audit')} />
      <Card>
        <Form
          layout={wide ? 'inline' : 'vertical'}
          initialValues={filters}
          onFinish={(values: Filters & { range?: [Dayjs, Dayjs] | null }) => {
            const { range, ...rest } = values;
            setPage(1);
            setFilters({
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
            <Select
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
            <Input allowClear placeholder="orderShip" />
          </Form.Item>
          <Form.Item name="range" label={t('audit.dates')}>
            <DatePicker.RangePicker style={{ maxWidth: '100%' }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('audit.search')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card style={{ marginTop: 16 }}>
        <Table<AuditRow>
          rowKey="id"
          loading={trail.isFetching}
          dataSource={trail.data?.list ?? []}
          scroll={{ x: 900 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: trail.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            {
              title: t('audit.time'),
              dataIndex: 'created_at',
              width: 150,
              render: (value: string) => formatTime(value),
            },
            {
              title: t('audit.actor'),
              render: (_, row) => <AuditActor row={row} />,
            },
            { title: t('audit.action'), dataIndex: 'action' },
            {
              title: t('audit.target'),
              render: (_, row) => `${t(`audit.targets.${row.target_type}`)} #${row.target_id}`,
            },
            { title: t('audit.changes'), render: (_, row) => <AuditChanges row={row} /> },
            { title: t('audit.ip'), dataIndex: 'ip', width: 130 },
          ]}
        />
      </Card>
    </>
  );
}
