import type { ActionInput, ActionOutput } from '@atelier/contract';
import {
  CASH_GATEWAYS,
  PAYMENT_STATUSES,
  type CashGateway,
  type PaymentStatus,
} from '@atelier/contract/codes';
import { Button, Form, Grid, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYuan } from '@/shared/lib/money';
import { consolePaths } from '../console/console-paths';
import { ConsoleSelect } from '../console/console-select';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { LoadFailed, PaymentStatusTag, PaymentsNav, useGatewayName } from './payments-parts';
import { paymentsNamespace } from './payments-register';
import styles from './payments.module.css';

type Row = ActionOutput<'paymentList'>['list'][number];
type Filter = Omit<ActionInput<'paymentList'>, 'page' | 'limit'>;

/** The filters as the address keeps them, so a search can be shared and reloaded. */
function filterOf(search: URLSearchParams): Filter {
  return {
    gateway: CASH_GATEWAYS.find((g) => g === search.get('gateway')),
    status: PAYMENT_STATUSES.find((s) => s === search.get('status')),
    q: search.get('q') || undefined,
  };
}

interface FormValues {
  gateway?: CashGateway;
  status?: PaymentStatus;
  q?: string;
}

/** Every cash payment, newest first, with the numbers the shop and the provider know it by. */
export default function PaymentsScreen() {
  const { t } = useTranslation(paymentsNamespace);
  const gatewayName = useGatewayName();
  const payments = useListQuery('paymentList', filterOf);
  const filter = payments.filters;
  const [form] = Form.useForm<FormValues>();
  const filtered = Object.values(filter).some((value) => value !== undefined);
  const none = t('common.none');
  // On a phone a pinned first column would leave no room to scroll the others into.
  const wide = Grid.useBreakpoint().md ?? true;

  return (
    <>
      <ScreenHeader title={t('payments.title')} />
      <PaymentsNav current="payments" />
      <ListScreen<Row>
        list={payments}
        toolbar={
          <Form<FormValues>
            form={form}
            layout="inline"
            className={styles.filters}
            initialValues={filter}
            onFinish={(values) =>
              payments.setFilters({
                gateway: values.gateway,
                status: values.status,
                q: values.q?.trim() || undefined,
              })
            }
          >
            <Form.Item name="gateway" label={t('payments.gateway')}>
              <ConsoleSelect<CashGateway>
                allowClear
                placeholder={t('payments.allGateways')}
                className={styles.select}
                options={CASH_GATEWAYS.map((value) => ({ value, label: gatewayName(value) }))}
              />
            </Form.Item>
            <Form.Item name="status" label={t('payments.status')}>
              <ConsoleSelect<PaymentStatus>
                allowClear
                placeholder={t('payments.allStatuses')}
                className={styles.select}
                options={PAYMENT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="q" label={t('payments.q')}>
              <Input
                allowClear
                maxLength={64}
                placeholder={t('payments.qHint')}
                className={styles.search}
                spellCheck={false}
              />
            </Form.Item>
            <Form.Item>
              <div className={styles.buttons}>
                <Button type="primary" htmlType="submit">
                  {t('payments.search')}
                </Button>
                <Button
                  onClick={() => {
                    form.setFieldsValue({ gateway: undefined, status: undefined, q: undefined });
                    payments.setFilters({});
                  }}
                >
                  {t('payments.reset')}
                </Button>
              </div>
            </Form.Item>
          </Form>
        }
        failed={<LoadFailed onRetry={() => void payments.query.refetch()} />}
        rowKey="id"
        scroll={{ x: 880 }}
        locale={{ emptyText: filtered ? t('payments.noMatch') : t('payments.empty') }}
        hideOnSinglePage
        showTotal={(count) => t('common.total', { count })}
        columns={[
          {
            title: t('payments.orderAndSession'),
            dataIndex: 'order_no',
            width: 150,
            fixed: wide ? 'left' : undefined,
            render: (no: string, row) => (
              <>
                <Link
                  to={consolePaths.order(row.order_id)}
                  aria-label={t('payments.openOrder', { no })}
                  className={styles.code}
                >
                  {no}
                </Link>
                <div className={`${styles.code} ${styles.quiet}`}>{row.session_id}</div>
              </>
            ),
          },
          {
            title: t('payments.gateway'),
            width: 110,
            render: (_, row) => (
              <>
                <div>{gatewayName(row.gateway)}</div>
                {row.device ? (
                  <div className={styles.muted}>{t(`device.${row.device}`)}</div>
                ) : null}
              </>
            ),
          },
          {
            title: t('payments.amount'),
            dataIndex: 'amount',
            width: 100,
            align: 'right',
            render: (amount: string) => formatYuan(amount),
          },
          {
            title: t('payments.status'),
            dataIndex: 'status',
            width: 100,
            render: (status: PaymentStatus) => <PaymentStatusTag status={status} />,
          },
          {
            // The provider's and the refund's numbers share a column: the list fits 1200 px.
            title: t('payments.providerNumbers'),
            width: 240,
            render: (_, row) => (
              <>
                <div className={styles.code}>{row.trade_no ?? none}</div>
                {row.refund_no ? (
                  <div className={`${styles.code} ${styles.quiet}`}>
                    {t('payments.refundLine', { no: row.refund_no })}
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: t('payments.times'),
            width: 180,
            render: (_, row) => (
              <div className={styles.times}>
                <span>{t('payments.created', { time: formatTime(row.created_at) })}</span>
                {row.paid_at ? (
                  <span>{t('payments.paid', { time: formatTime(row.paid_at) })}</span>
                ) : null}
                {row.refunded_at ? (
                  <span>{t('payments.refunded', { time: formatTime(row.refunded_at) })}</span>
                ) : null}
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
