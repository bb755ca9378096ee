import type { ActionInput, ActionOutput } from '@atelier/contract';
import { LEDGER_REASONS, type LedgerReason } from '@atelier/contract/points-codes';
import { Alert, Button, Col, Empty, Row, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleQuery } from '../console/console-api';
import { DateRangeField } from '../console/date-field';
import { ScreenHeader } from '../console/screen-header';
import { liabilityNamespace } from './register';
import styles from './liability.module.css';
import { ConsoleTable } from '../console/console-table';
import { ConsoleCard } from '../console/console-card';
import { ConsoleTabs } from '../console/console-tabs';

type Input = ActionInput<'pointsLiability'>;
type Liability = ActionOutput<'pointsLiability'>;
type DayRow = Liability['days'][number];

const number = (value: number) => value.toLocaleString();

/** Issued and redeemed per reason over the days shown, in the reasons' published order. */
function byReason(days: DayRow[]) {
  const sums = new Map<LedgerReason, { issued: number; redeemed: number }>();
  for (const row of days) {
    const sum = sums.get(row.reason) ?? { issued: 0, redeemed: 0 };
    sum.issued += row.issued;
    sum.redeemed += row.redeemed;
    sums.set(row.reason, sum);
  }
  return LEDGER_REASONS.flatMap((reason) => {
    const sum = sums.get(reason);
    return sum ? [{ reason, ...sum }] : [];
  });
}

/** What the shop owes in points: outstanding, expiring soon, issued and redeemed by reason. */
export default function LiabilityScreen() {
  const { t } = useTranslation(liabilityNamespace);
  const [input, setInput] = useState<Input>({});
  const liability = useConsoleQuery('pointsLiability', input);
  const data = liability.data;
  const reasonName = (reason: LedgerReason) => t(`reasons.${reason}`);
  const days = data?.days ?? [];

  const picker = (
    <DateRangeField
      label={t('pick')}
      className={styles.picker}
      value={input.from && input.to ? [dayjs(input.from), dayjs(input.to)] : null}
      max={dayjs()}
      onChange={(picked) => {
        const [from, to] = picked ?? [];
        setInput(
          from && to ? { from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') } : {},
        );
      }}
    />
  );

  const amounts = [
    {
      title: t('issued'),
      dataIndex: 'issued',
      align: 'right' as const,
      render: (value: number) => (value ? `+${number(value)}` : '0'),
    },
    {
      title: t('redeemed'),
      dataIndex: 'redeemed',
      align: 'right' as const,
      render: (value: number) => (value ? `−${number(value)}` : '0'),
    },
  ];

  return (
    <>
      <ScreenHeader title={t('title')} actions={picker} />
      {data ? (
        <p className={styles.period}>{t('period', { from: data.from, to: data.to })}</p>
      ) : null}
      {liability.isError ? (
        <Alert
          type="error"
          showIcon
          className={styles.error}
          title={t('errorTitle')}
          description={liability.error.message}
          action={<Button onClick={() => void liability.refetch()}>{t('retry')}</Button>}
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <ConsoleCard loading={!data} className={styles.kpi}>
            <Statistic title={t('outstanding')} value={data ? number(data.outstanding) : ''} />
            <p className={styles.note}>{t('outstandingNote')}</p>
          </ConsoleCard>
        </Col>
        <Col xs={24} md={8}>
          <ConsoleCard loading={!data} className={styles.kpi}>
            <Statistic title={t('holders')} value={data ? number(data.holders) : ''} />
            <p className={styles.note}>{t('holdersNote')}</p>
          </ConsoleCard>
        </Col>
        <Col xs={24} md={8}>
          <ConsoleCard loading={!data} className={styles.kpi}>
            <Statistic title={t('expiring')} value={data ? number(data.expiring_30d) : ''} />
            <p className={styles.note}>{t('expiringNote')}</p>
          </ConsoleCard>
        </Col>
      </Row>
      <ConsoleCard className={styles.table} loading={!data && !liability.isError}>
        <ConsoleTabs
          items={[
            {
              key: 'reason',
              label: t('byReason'),
              children: (
                <ConsoleTable
                  size="small"
                  rowKey="reason"
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  dataSource={byReason(days)}
                  locale={{ emptyText: <Empty description={t('empty')} /> }}
                  columns={[
                    {
                      title: t('reason'),
                      dataIndex: 'reason',
                      render: (reason: LedgerReason) => reasonName(reason),
                    },
                    ...amounts,
                  ]}
                />
              ),
            },
            {
              key: 'day',
              label: t('byDay'),
              children: (
                <ConsoleTable
                  size="small"
                  rowKey={(row) => `${row.day}|${row.reason}`}
                  pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
                  scroll={{ x: 'max-content' }}
                  dataSource={days}
                  locale={{ emptyText: <Empty description={t('empty')} /> }}
                  columns={[
                    { title: t('day'), dataIndex: 'day' },
                    {
                      title: t('reason'),
                      dataIndex: 'reason',
                      render: (reason: LedgerReason) => reasonName(reason),
                    },
                    ...amounts,
                  ]}
                />
              ),
            },
          ]}
        />
      </ConsoleCard>
    </>
  );
}
