import type { ActionOutput, ReconciliationStatus } from '@atelier/contract';
import { CASH_GATEWAYS, type CashGateway } from '@atelier/contract/codes';
import { Button, Checkbox, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConsoleSelect } from '../console/console-select';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { CheckDayDialog } from './check-day-dialog';
import { DayStatusTag, LoadFailed, PaymentsNav, useGatewayName } from './payments-parts';
import { paymentsPaths } from './payments-paths';
import { paymentsNamespace } from './payments-register';
import styles from './payments.module.css';

type Row = ActionOutput<'reconciliationList'>['list'][number];

interface Filter {
  gateway?: CashGateway;
  /** `1` keeps only the days with a mismatch still open. */
  unresolved?: '1';
}

function filterOf(search: URLSearchParams): Filter {
  return {
    gateway: CASH_GATEWAYS.find((g) => g === search.get('gateway')),
    unresolved: search.get('unresolved') === '1' ? '1' : undefined,
  };
}

/**
 * Each day a gateway's bill was checked against the payments, newest first: days with a
 * mismatch still open stand out, and a past day can be checked now.
 */
export default function ReconciliationScreen() {
  const { t } = useTranslation(paymentsNamespace);
  const gatewayName = useGatewayName();
  const navigate = useNavigate();
  const days = useListQuery('reconciliationList', filterOf, {
    input: ({ gateway, unresolved }) => ({ gateway, unresolved: unresolved ? true : undefined }),
  });
  const filter = days.filters;
  const [checking, setChecking] = useState(false);
  const apply = days.setFilters;

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
      <ListScreen<Row>
        list={days}
        toolbar={
          <>
            <p className={styles.lead}>{t('days.lead')}</p>
            <div className={styles.dayFilters}>
              <ConsoleSelect<CashGateway>
                allowClear
                aria-label={t('days.gateway')}
                placeholder={t('days.allGateways')}
                className={styles.select}
                value={filter.gateway}
                onChange={(gateway) => apply({ ...filter, gateway })}
                options={CASH_GATEWAYS.map((value) => ({ value, label: gatewayName(value) }))}
              />
              <Checkbox
                checked={filter.unresolved === '1'}
                onChange={(event) =>
                  apply({ ...filter, unresolved: event.target.checked ? '1' : undefined })
                }
              >
                {t('days.unresolvedOnly')}
              </Checkbox>
            </div>
          </>
        }
        failed={<LoadFailed onRetry={() => void days.query.refetch()} />}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.unresolved > 0 ? (styles.open ?? '') : '')}
        locale={{ emptyText }}
        hideOnSinglePage
        showTotal={(count) => t('common.total', { count })}
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
            render: (value: string) => <span className={styles.nowrap}>{formatTime(value)}</span>,
          },
        ]}
      />
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
