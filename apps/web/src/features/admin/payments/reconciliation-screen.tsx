import type { ActionOutput, ReconciliationStatus } from '@atelier/contract';
import { CASH_GATEWAYS, type CashGateway } from '@atelier/contract/codes';
import { Button, Card, Checkbox, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useConsoleQuery } from '../console/console-api';
import { formatTime } from '../console/format';
import { ScreenHeader } from '../console/screen-header';
import { CheckDayDialog } from './check-day-dialog';
import { DayStatusTag, LoadFailed, PaymentsNav, useGatewayName } from './payments-parts';
import { paymentsPaths } from './payments-paths';
import { paymentsNamespace } from './payments-register';
import styles from './payments.module.css';

type Row = ActionOutput<'reconciliationList'>['list'][number];
const PAGE_SIZE = 20;

interface Filter {
  gateway?: CashGateway;
  unresolved: boolean;
}

function searchOf(filter: Filter, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.gateway) params.set('gateway', filter.gateway);
  if (filter.unresolved) params.set('unresolved', '1');
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * Each day a gateway's bill was checked against the payments, newest first: days with a
 * mismatch still open stand out, and a past day can be checked now.
 */
export default function ReconciliationScreen() {
  const { t } = useTranslation(paymentsNamespace);
  const gatewayName = useGatewayName();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filter: Filter = {
    gateway: CASH_GATEWAYS.find((g) => g === search.get('gateway')),
    unresolved: search.get('unresolved') === '1',
  };
  const page = Number(search.get('page')) || 1;
  const [checking, setChecking] = useState(false);
  const days = useConsoleQuery('reconciliationList', {
    gateway: filter.gateway,
    unresolved: filter.unresolved || undefined,
    page,
    limit: PAGE_SIZE,
  });
  const apply = (next: Filter, nextPage = 1) =>
    setSearch(searchOf(next, nextPage), { replace: true });

  const emptyText = filter.unresolved
    ? t('days.noneOpen')
    : filter.gateway
      ? t('days.noMatch')
      : t('days.empty');

  return (
    <>
      <ScreenHeader
        title={t('days.title')}
        actions={
          <Button type="primary" onClick={() => setChecking(true)}>
            {t('check.button')}
          </Button>
        }
      />
      <PaymentsNav current="reconciliation" />
      <Card>
        <p className={styles.lead}>{t('days.lead')}</p>
        <div className={styles.dayFilters}>
          <Select<CashGateway>
            allowClear
            aria-label={t('days.gateway')}
            placeholder={t('days.allGateways')}
            className={styles.select}
            value={filter.gateway}
            onChange={(gateway) => apply({ ...filter, gateway })}
            options={CASH_GATEWAYS.map((value) => ({ value, label: gatewayName(value) }))}
          />
          <Checkbox
            checked={filter.unresolved}
            onChange={(event) => apply({ ...filter, unresolved: event.target.checked })}
          >
            {t('days.unresolvedOnly')}
          </Checkbox>
        </div>
        {days.isError ? (
          <LoadFailed onRetry={() => void days.refetch()} />
        ) : (
          <Table<Row>
            rowKey="id"
            loading={days.isFetching}
            dataSource={days.data?.list ?? []}
            scroll={{ x: 'max-content' }}
            rowClassName={(row) => (row.unresolved > 0 ? (styles.open ?? '') : '')}
            locale={{ emptyText }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: days.data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (count) => t('common.total', { count }),
              onChange: (next) => apply(filter, next),
            }}
            columns={[
              {
                title: t('days.day'),
                dataIndex: 'day',
                width: 120,
                render: (day: string, row) => (
                  <Link
                    to={paymentsPaths.day(row.id)}
                    aria-label={t('days.openDay', { gateway: gatewayName(row.gateway), day })}
                  >
                    {day}
                  </Link>
                ),
              },
              {
                title: t('days.gateway'),
                dataIndex: 'gateway',
                width: 120,
                render: (gateway: CashGateway) => gatewayName(gateway),
              },
              {
                title: t('days.status'),
                dataIndex: 'status',
                width: 200,
                render: (status: ReconciliationStatus) => <DayStatusTag status={status} />,
              },
              { title: t('days.lines'), dataIndex: 'lines', width: 90, align: 'right' },
              { title: t('days.matched'), dataIndex: 'matched', width: 90, align: 'right' },
              {
                title: t('days.mismatches'),
                dataIndex: 'mismatches',
                width: 90,
                align: 'right',
              },
              {
                title: t('days.unresolved'),
                dataIndex: 'unresolved',
                width: 120,
                render: (count: number) =>
                  count > 0 ? (
                    <Tag color="red">{t('days.unresolvedCount', { count })}</Tag>
                  ) : (
                    <span className={styles.muted}>{t('common.none')}</span>
                  ),
              },
              {
                title: t('days.checkedAt'),
                dataIndex: 'checked_at',
                width: 150,
                render: (value: string) => (
                  <span className={styles.nowrap}>{formatTime(value)}</span>
                ),
              },
            ]}
          />
        )}
      </Card>
      {checking ? (
        <CheckDayDialog
          gateway={filter.gateway}
          onClose={() => setChecking(false)}
          onChecked={(info) => {
            setChecking(false);
            void navigate(paymentsPaths.day(info.id));
          }}
        />
      ) : null}
    </>
  );
}
