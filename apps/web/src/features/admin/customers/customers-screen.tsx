import type { ActionOutput } from '@atelier/contract';
import { Avatar, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConsoleQuery } from '../console/console-api';
import { consolePaths } from '../console/console-paths';
import { formatTime } from '../console/format';
import { ScreenHeader } from '../console/screen-header';
import { adminNamespace } from '../locales/register';
import { customersNamespace } from './locales/register';
import { CancellationTag } from './cancellation-tag';
import { StatusTag } from './status-tag';
import styles from './customers.module.css';

type Row = ActionOutput<'customerList'>['list'][number];
type Status = 'active' | 'disabled';

const PAGE_SIZE = 20;

/** Customers, found by name or phone, filtered by status; the filters live in the address. */
export default function CustomersScreen() {
  const { t } = useTranslation(customersNamespace);
  const { t: tAdmin } = useTranslation(adminNamespace);
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('keyword') ?? '';
  const statusParam = search.get('status');
  const status: Status | undefined =
    statusParam === 'active' || statusParam === 'disabled' ? statusParam : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const customers = useConsoleQuery('customerList', {
    keyword: keyword || undefined,
    status,
    page,
    limit: PAGE_SIZE,
  });

  function go(next: { keyword?: string; status?: Status; page?: number }) {
    const params = new URLSearchParams();
    if (next.keyword) params.set('keyword', next.keyword);
    if (next.status) params.set('status', next.status);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  }

  return (
    <>
      <ScreenHeader title={tAdmin('menu.customers')} />
      <Card>
        <Form
          layout="inline"
          key={`${keyword}|${status ?? ''}`}
          initialValues={{ keyword, status: status ?? '' }}
          onFinish={(values: { keyword?: string; status?: Status | '' }) =>
            go({ keyword: values.keyword?.trim(), status: values.status || undefined })
          }
          className={styles.filters}
        >
          <Form.Item name="keyword" label={t('list.keyword')}>
            <Input allowClear placeholder={t('list.keywordHint')} className={styles.keyword} />
          </Form.Item>
          <Form.Item name="status" label={t('list.status')}>
            <Select
              className={styles.status}
              options={[
                { value: '', label: t('list.any') },
                { value: 'active', label: t('status.active') },
                { value: 'disabled', label: t('status.disabled') },
              ]}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('list.search')}
              </Button>
              <Button onClick={() => go({})}>{t('list.reset')}</Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card className={styles.tableCard}>
        <Table<Row>
          rowKey="id"
          loading={customers.isFetching}
          dataSource={customers.data?.list ?? []}
          scroll={{ x: 900 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: customers.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (count) => t('list.total', { count }),
            onChange: (next) => go({ keyword, status, page: next }),
          }}
          columns={[
            {
              title: t('columns.customer'),
              width: 240,
              render: (_, row) => (
                <Link to={consolePaths.customer(row.id)} className={styles.who}>
                  <Avatar size="small" src={row.avatar || undefined}>
                    {Array.from(row.nickname)[0]}
                  </Avatar>
                  <span>
                    <strong>{row.nickname}</strong>
                    <span className={styles.username}>@{row.username}</span>
                  </span>
                </Link>
              ),
            },
            { title: t('columns.mobile'), dataIndex: 'mobile', width: 130 },
            { title: t('columns.points'), dataIndex: 'score', width: 90, align: 'right' },
            { title: t('columns.orders'), dataIndex: 'order_count', width: 90, align: 'right' },
            {
              title: t('columns.joined'),
              dataIndex: 'created_at',
              width: 150,
              render: (value: string) => formatTime(value),
            },
            {
              title: t('columns.status'),
              dataIndex: 'status',
              width: 120,
              render: (value: Status, row) => (
                <>
                  <StatusTag status={value} />
                  <CancellationTag cancellation={row.cancellation} eraseAfter={row.erase_after} />
                </>
              ),
            },
            {
              title: t('columns.actions'),
              width: 80,
              render: (_, row) => <Link to={consolePaths.customer(row.id)}>{t('open')}</Link>,
            },
          ]}
        />
      </Card>
    </>
  );
}
