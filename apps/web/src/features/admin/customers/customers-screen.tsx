import type { ActionOutput } from '@atelier/contract';
import { Avatar, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consolePaths } from '../console/console-paths';
import { ConsoleSelect } from '../console/console-select';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { adminNamespace } from '../locales/register';
import { customersNamespace } from './locales/register';
import { CancellationTag } from './cancellation-tag';
import { StatusTag } from './status-tag';
import styles from './customers.module.css';
import { ACTIONS_KEY } from '../console/console-table';
import { formatThousands } from '@/shared/lib/format';

type Row = ActionOutput<'customerList'>['list'][number];
type Status = 'active' | 'disabled';

interface Filters {
  keyword?: string;
  status?: Status;
}

function filtersFrom(search: URLSearchParams): Filters {
  const status = search.get('status');
  return {
    keyword: search.get('keyword') || undefined,
    status: status === 'active' || status === 'disabled' ? status : undefined,
  };
}

/** Customers, found by name or phone, filtered by status; the filters live in the address. */
export default function CustomersScreen() {
  const { t } = useTranslation(customersNamespace);
  const { t: tAdmin } = useTranslation(adminNamespace);
  const customers = useListQuery('customerList', filtersFrom);
  const { keyword = '', status } = customers.filters;
  const go = customers.setFilters;

  return (
    <>
      <ScreenHeader title={tAdmin('menu.customers')} />
      <ListScreen<Row>
        list={customers}
        filters={
          <Form
            layout="inline"
            key={customers.filterKey}
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
              <ConsoleSelect
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
        }
        className={styles.tableCard}
        rowKey="id"
        scroll={{ x: 840 }}
        showTotal={(count) => t('list.total', { count })}
        columns={[
          {
            title: t('columns.customer'),
            width: 220,
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
          { title: t('columns.mobile'), dataIndex: 'mobile', width: 124 },
          {
            title: t('columns.points'),
            dataIndex: 'score',
            width: 90,
            align: 'right',
            render: (score: number) => formatThousands(score),
          },
          { title: t('columns.orders'), dataIndex: 'order_count', width: 76, align: 'right' },
          {
            title: t('columns.joined'),
            dataIndex: 'created_at',
            width: 140,
            render: (value: string) => formatTime(value),
          },
          {
            title: t('columns.status'),
            dataIndex: 'status',
            width: 110,
            render: (value: Status, row) => (
              <>
                <StatusTag status={value} />
                <CancellationTag cancellation={row.cancellation} eraseAfter={row.erase_after} />
              </>
            ),
          },
          {
            key: ACTIONS_KEY,
            title: t('columns.actions'),
            width: 80,
            render: (_, row) => <Link to={consolePaths.customer(row.id)}>{t('open')}</Link>,
          },
        ]}
      />
    </>
  );
}
