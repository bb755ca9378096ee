import { MALL_TYPES, ORDER_ADMIN_SORTS, ORDER_STATUSES } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { Button, Form, Input, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callAction } from '@/shared/api/call-action';
import { feedback } from '@/shared/ui/feedback';
import { consolePaths } from '../console/console-paths';
import { ConsoleSelect } from '../console/console-select';
import { DateRangeField, type DayRange } from '../console/date-field';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { saveText } from '../console/save-text';
import { ScreenHeader } from '../console/screen-header';
import { ordersNamespace } from './locales/register';
import { filtersFrom, ORDER_FILTER_DEFAULTS, type OrderFilters } from './order-filters';
import { StatusTag, useAmount } from './order-format';
import { ShipBatchDialog } from './ship-batch-dialog';
import styles from './orders.module.css';

type Row = ActionOutput<'orderAdminList'>['list'][number];

interface FormValues extends Omit<OrderFilters, 'from' | 'to'> {
  range?: DayRange | null;
}

/** Every customer's orders: filters in the address, paged and sorted on the server. */
export default function OrdersScreen() {
  const { t } = useTranslation(ordersNamespace);
  const orders = useListQuery('orderAdminList', filtersFrom, { defaults: ORDER_FILTER_DEFAULTS });
  const { filters } = orders;
  const [form] = Form.useForm<FormValues>();
  const [exporting, setExporting] = useState(false);
  const [batchOpen, setBatchOpen] = useState(false);
  const amount = useAmount();

  const apply = orders.setFilters;

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await callAction('orderExport', filters);
      saveText(file.filename, file.csv);
      if (file.truncated) {
        feedback.notification.warning({
          message: t('list.exported', { rows: file.rows }),
          description: t('list.exportCut', { total: file.total, rows: file.rows }),
          duration: 0,
        });
      } else {
        feedback.message.success(t('list.exported', { rows: file.rows }));
      }
    } catch {
      // The request client has shown the refusal.
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <ScreenHeader
        title={t('list.title')}
        actions={
          <>
            <Button onClick={() => setBatchOpen(true)}>{t('list.bulkShip')}</Button>
            <Button onClick={() => void exportCsv()} loading={exporting}>
              {t('list.export')}
            </Button>
          </>
        }
      />
      <ListScreen<Row>
        list={orders}
        filters={
          <Form<FormValues>
            form={form}
            layout="inline"
            className={styles.filters}
            initialValues={{
              ...filters,
              range: filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null,
            }}
            onFinish={({ range, ...values }) =>
              apply({
                ...filters,
                ...Object.fromEntries(
                  Object.entries(values).map(([key, value]) => [key, value || undefined]),
                ),
                from: range?.[0].format('YYYY-MM-DD'),
                to: range?.[1].format('YYYY-MM-DD'),
              })
            }
          >
            <Form.Item name="status" label={t('list.status')}>
              <ConsoleSelect
                allowClear
                placeholder={t('list.all')}
                className={styles.select}
                options={ORDER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="type" label={t('list.mall')}>
              <ConsoleSelect
                allowClear
                placeholder={t('list.all')}
                className={styles.select}
                options={MALL_TYPES.map((value) => ({ value, label: t(`malls.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="range" label={t('list.dates')}>
              <DateRangeField label={t('list.dates')} className={styles.range} />
            </Form.Item>
            <Form.Item name="order_no" label={t('list.orderNo')}>
              <Input allowClear placeholder={t('list.orderNoHint')} inputMode="numeric" />
            </Form.Item>
            <Form.Item name="mobile" label={t('list.mobile')}>
              <Input allowClear placeholder={t('list.mobileHint')} inputMode="tel" />
            </Form.Item>
            <Form.Item>
              <div className={styles.buttons}>
                <Button type="primary" htmlType="submit">
                  {t('list.search')}
                </Button>
                <Button
                  onClick={() => {
                    form.resetFields();
                    form.setFieldsValue({
                      status: undefined,
                      type: undefined,
                      range: null,
                      order_no: undefined,
                      mobile: undefined,
                    });
                    apply({ sort: filters.sort });
                  }}
                >
                  {t('list.reset')}
                </Button>
              </div>
            </Form.Item>
          </Form>
        }
        className={styles.table}
        toolbar={
          <div className={styles.tableBar}>
            <span>{t('list.total', { total: orders.query.data?.total ?? 0 })}</span>
            <ConsoleSelect
              aria-label={t('list.sort')}
              value={filters.sort ?? 'newest'}
              className={styles.sort}
              onChange={(sort) => apply({ ...filters, sort })}
              options={ORDER_ADMIN_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
            />
          </div>
        }
        rowKey="id"
        size="middle"
        scroll={{ x: 836 }}
        columns={[
          {
            title: t('list.orderNo'),
            dataIndex: 'order_no',
            width: 196,
            render: (no: string, row) => (
              <>
                <Link
                  to={consolePaths.order(row.id)}
                  aria-label={t('list.open', { no })}
                  className={styles.number}
                >
                  {no}
                </Link>
                {row.buyer_deleted ? <Tag className={styles.hidden}>{t('list.hidden')}</Tag> : null}
                <div className={styles.muted}>
                  <span className="visually-hidden">{t('list.placed')} </span>
                  {formatTime(row.created_at)}
                </div>
              </>
            ),
          },
          {
            title: t('list.status'),
            dataIndex: 'status',
            width: 84,
            render: (_, row) => <StatusTag status={row.status} />,
          },
          {
            title: t('list.items'),
            width: 120,
            ellipsis: true,
            render: (_, row) => t('list.itemsOne', { name: row.first_item, count: row.quantity }),
          },
          {
            title: t('list.amount'),
            align: 'right',
            width: 104,
            render: (_, row) => (
              <>
                <div>{amount(row)}</div>
                <div className={styles.muted}>{t(`malls.${row.type}`)}</div>
              </>
            ),
          },
          {
            title: t('list.buyer'),
            width: 104,
            render: (_, row) =>
              row.buyer ? (
                <>
                  <div>{row.buyer.username}</div>
                  <div className={styles.muted}>{row.buyer.mobile}</div>
                </>
              ) : null,
          },
          {
            title: t('list.recipient'),
            width: 104,
            render: (_, row) => (
              <>
                <div>{row.recipient_name}</div>
                <div className={styles.muted}>{row.recipient_mobile}</div>
              </>
            ),
          },
          {
            title: t('list.tracking'),
            width: 124,
            render: (_, row) =>
              row.tracking_no ? (
                <>
                  <div>{row.carrier}</div>
                  <div className={styles.muted}>{row.tracking_no}</div>
                </>
              ) : null,
          },
        ]}
      />
      <ShipBatchDialog open={batchOpen} onClose={() => setBatchOpen(false)} />
    </>
  );
}
