import { formatAddress } from '@/shared/address/address-rules';
import type { ActionOutput } from '@atelier/contract';
import { Alert, Col, Descriptions, Empty, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatYuan } from '@/shared/lib/money';
import { useConsoleQuery } from '../console/console-api';
import { consolePaths } from '../console/console-paths';
import { formatTime } from '../console/format';
import { RecordHistory } from '../console/record-history';
import { ScreenHeader } from '../console/screen-header';
import { ordersNamespace } from './locales/register';
import { StatusTag, useAmount } from './order-format';
import { RefundCard, ShipCard, TrackCard } from './order-actions';
import { SerialsCard } from './order-serials';
import styles from './order.module.css';
import { ConsoleTable } from '../console/console-table';
import { ConsoleCard } from '../console/console-card';
import { ConsoleTimeline } from '../console/console-timeline';

export type OrderDetail = ActionOutput<'orderAdminInfo'>;
type Line = OrderDetail['lines'][number];

/** One order as staff handle it: details, timeline, shipping, tracking, refund and history. */
export default function OrderScreen() {
  const { t } = useTranslation(ordersNamespace);
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const order = useConsoleQuery('orderAdminInfo', { id }, { enabled: valid });
  const back = <Link to={consolePaths.orders}>{t('detail.back')}</Link>;

  if (!valid || order.isError) {
    return (
      <>
        <ScreenHeader title={t('list.title')} actions={back} />
        <Empty description={t('detail.missing')} />
      </>
    );
  }
  const data = order.data?.id === id ? order.data : undefined;
  if (!data) {
    return (
      <>
        <ScreenHeader title={t('list.title')} actions={back} />
        <ConsoleCard loading={order.isFetching} />
      </>
    );
  }
  return <OrderView order={data} back={back} />;
}

function OrderView({ order, back }: { order: OrderDetail; back: ReactNode }) {
  const { t } = useTranslation(ordersNamespace);
  const amount = useAmount();
  const points = order.type === 'points';
  const recipient = order.recipient;
  const canceledNote =
    order.status === 'canceled' && order.cancel_reason
      ? ` (${t(`detail.cancelReason.${order.cancel_reason}`)})`
      : '';

  return (
    <>
      <ScreenHeader
        title={
          <span className={styles.title}>
            <span>{t('detail.titleLead')}</span>
            <span className={styles.number}>{order.order_no}</span>
            <StatusTag status={order.status} />
          </span>
        }
        actions={back}
      />
      {order.buyer_deleted ? (
        <Alert className={styles.gap} type="info" showIcon message={t('detail.buyerDeleted')} />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <ConsoleCard title={t('detail.summary')}>
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              size="small"
              items={[
                { key: 'no', label: t('detail.orderNo'), children: order.order_no },
                { key: 'mall', label: t('detail.mall'), children: t(`malls.${order.type}`) },
                {
                  key: 'status',
                  label: t('detail.status'),
                  children: (
                    <>
                      <StatusTag status={order.status} />
                      {canceledNote}
                      {order.refunded ? ` · ${t('detail.refunded')}` : ''}
                    </>
                  ),
                },
                {
                  key: 'placed',
                  label: t('detail.placed'),
                  children: formatTime(order.created_at),
                },
                {
                  key: 'pay',
                  label: t('detail.payMethod'),
                  children: order.pay_method
                    ? t(`payMethods.${order.pay_method}`)
                    : t('detail.unpaid'),
                },
                {
                  key: 'buyer',
                  label: t('detail.buyer'),
                  children: order.buyer ? `${order.buyer.username} · ${order.buyer.mobile}` : '—',
                },
                {
                  key: 'recipient',
                  label: t('detail.recipient'),
                  children: `${recipient.name} · ${recipient.mobile}`,
                },
                {
                  key: 'address',
                  label: t('detail.address'),
                  children: `${formatAddress(recipient)} ${recipient.postal_code}`,
                },
                ...(order.remark
                  ? [{ key: 'remark', label: t('detail.remark'), children: order.remark }]
                  : []),
              ]}
            />
          </ConsoleCard>
          <ConsoleCard title={t('detail.items')} className={styles.gap}>
            <ConsoleTable<Line>
              rowKey="product_id"
              size="small"
              pagination={false}
              scroll={{ x: 480 }}
              dataSource={order.lines}
              columns={[
                { title: t('detail.product'), dataIndex: 'name' },
                {
                  title: t('detail.unitPrice'),
                  align: 'right',
                  render: (_, line) =>
                    points ? t('points', { count: line.score_price }) : formatYuan(line.price),
                },
                { title: t('detail.quantity'), dataIndex: 'quantity', align: 'right', width: 70 },
                {
                  title: t('detail.lineTotal'),
                  align: 'right',
                  render: (_, line) =>
                    points ? t('points', { count: line.line_score }) : formatYuan(line.line_total),
                },
              ]}
            />
            <Descriptions
              className={styles.totals}
              column={1}
              size="small"
              items={[
                ...(points
                  ? []
                  : [
                      {
                        key: 'goods',
                        label: t('detail.goods'),
                        children: formatYuan(order.goods_amount),
                      },
                      {
                        key: 'fee',
                        label: t('detail.shipFee'),
                        children: formatYuan(order.ship_fee),
                      },
                    ]),
                {
                  key: 'total',
                  label: t('detail.total'),
                  children: <strong>{amount(order)}</strong>,
                },
                ...(order.paid_at
                  ? [
                      {
                        key: 'paid',
                        label: t('detail.paid'),
                        children: points
                          ? t('points', { count: order.paid_score })
                          : formatYuan(order.paid_amount),
                      },
                    ]
                  : []),
              ]}
            />
          </ConsoleCard>
          <ConsoleCard title={t('detail.tracking')} className={styles.gap}>
            {order.express ? (
              <>
                <p>
                  {order.express.carrier} · {order.express.tracking_no}
                </p>
                <ConsoleTimeline
                  items={order.tracking.map((event) => ({
                    key: event.id,
                    content: (
                      <>
                        <div>{event.text}</div>
                        <div className={styles.muted}>{formatTime(event.time)}</div>
                      </>
                    ),
                  }))}
                />
              </>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noTracking')} />
            )}
          </ConsoleCard>
        </Col>
        <Col xs={24} xl={9}>
          {order.status === 'undelivered' ? <ShipCard order={order} /> : null}
          {order.express || order.serials.length > 0 ? <SerialsCard order={order} /> : null}
          {order.express ? <TrackCard order={order} /> : null}
          {order.refundable ? <RefundCard order={order} /> : null}
          <ConsoleCard title={t('detail.timeline')} className={styles.side}>
            <ConsoleTimeline
              items={order.timeline.map((step) => ({
                key: step.event,
                content: (
                  <>
                    <div>{t(`events.${step.event}`)}</div>
                    <div className={styles.muted}>{formatTime(step.time)}</div>
                  </>
                ),
              }))}
            />
          </ConsoleCard>
          <ConsoleCard title={t('detail.history')} className={styles.side}>
            <RecordHistory rows={order.history} />
          </ConsoleCard>
        </Col>
      </Row>
    </>
  );
}
