import type { ActionOutput } from '@atelier/contract';
import { ALERT_STATUSES, type AlertStatus } from '@atelier/contract/authenticity-codes';
import { Button, Descriptions, Input, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addLocale } from '@/shared/i18n/i18n';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import en from './locales/alerts-en.json';
import zhCn from './locales/alerts-zh-cn.json';
import styles from './alerts.module.css';
import { OrderNumber } from '../console/order-number';
import { ConsoleTable } from '../console/console-table';
import { ConsoleCard } from '../console/console-card';

const alertsNamespace = 'adminSerialAlerts';
addLocale(alertsNamespace, { 'zh-cn': zhCn, en });

type Row = ActionOutput<'serialAlertList'>['list'][number];
type Found = ActionOutput<'serialLookup'>;

/**
 * Serials many different visitors checked in a day (a copied label shows up this way), to
 * look at and acknowledge; and a lookup of any serial's whole history.
 */
export default function AlertsScreen() {
  const { t } = useTranslation(alertsNamespace);
  const [selected, setSelected] = useState<number[]>([]);
  const [lookedUp, setLookedUp] = useState('');
  const list = useListQuery(
    'serialAlertList',
    (search) => ({
      status: [...ALERT_STATUSES, 'all' as const].find((s) => s === search.get('status')) ?? 'open',
    }),
    {
      defaults: { status: 'open' },
      input: ({ status }) => (status === 'all' ? {} : { status }),
    },
  );
  const { status } = list.filters;
  const decide = useConsoleAction('serialAlertDecide');
  const acknowledge = (ids: number[]) =>
    decide.mutate(
      { ids },
      {
        onSuccess: ({ acknowledged }) => {
          feedback.message.success(t('acknowledged', { count: acknowledged }));
          setSelected([]);
        },
      },
    );

  return (
    <>
      <ScreenHeader title={t('title')} />
      <ListScreen<Row>
        list={list}
        className={styles.card}
        toolbar={
          <>
            <p className={styles.hint}>{t('lead')}</p>
            <div className={styles.filters}>
              <Segmented<AlertStatus | 'all'>
                value={status}
                onChange={(next) => {
                  list.setFilters({ status: next });
                  setSelected([]);
                }}
                options={[...ALERT_STATUSES, 'all' as const].map((value) => ({
                  value,
                  label: t(`status.${value}`),
                }))}
              />
              {status === 'open' ? (
                <Button disabled={selected.length === 0} onClick={() => acknowledge(selected)}>
                  {t('acknowledgeSelected', { count: selected.length })}
                </Button>
              ) : null}
            </div>
          </>
        }
        hideOnSinglePage
        rowKey="id"
        scroll={{ x: 820 }}
        locale={{ emptyText: t('empty') }}
        rowSelection={
          status === 'open'
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
            : undefined
        }
        columns={[
          {
            title: t('col.serial'),
            dataIndex: 'code',
            render: (code: string) => (
              <Button type="link" className={styles.code} onClick={() => setLookedUp(code)}>
                {code}
              </Button>
            ),
          },
          {
            title: t('col.product'),
            render: (_, row) => `${row.product.name} · ${row.product.product_no}`,
          },
          { title: t('col.day'), dataIndex: 'day' },
          { title: t('col.visitors'), dataIndex: 'visitors' },
          {
            title: t('col.status'),
            dataIndex: 'status',
            render: (value: AlertStatus) => (
              <Tag color={value === 'open' ? 'volcano' : undefined}>{t(`status.${value}`)}</Tag>
            ),
          },
          { title: t('col.raised'), dataIndex: 'created_at', render: formatTime },
          {
            title: t('col.actions'),
            render: (_, row) =>
              row.status === 'open' ? (
                <Button size="small" onClick={() => acknowledge([row.id])}>
                  {t('acknowledge')}
                </Button>
              ) : null,
          },
        ]}
      />
      <ConsoleCard className={styles.card} title={t('lookup.title')}>
        <Input.Search
          className={styles.search}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          aria-label={t('lookup.label')}
          enterButton={t('lookup.button')}
          allowClear
          onSearch={(value) => setLookedUp(value.trim())}
        />
        {lookedUp ? <Lookup code={lookedUp} /> : null}
      </ConsoleCard>
    </>
  );
}

function Lookup({ code }: { code: string }) {
  const { t } = useTranslation(alertsNamespace);
  const found = useConsoleQuery('serialLookup', { code });
  if (found.isPending) return <p className={styles.hint}>{t('lookup.loading')}</p>;
  if (found.isError) {
    return (
      <p className={styles.error} role="alert">
        {found.error.message}
      </p>
    );
  }
  const serial: Found = found.data;
  return (
    <Space
      orientation="vertical"
      size="middle"
      className={styles.found}
      data-testid="serial-lookup"
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('col.serial')}>
          <span className={styles.code}>{serial.code}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('col.product')}>
          {serial.batch.product.name} · {serial.batch.product.product_no}
        </Descriptions.Item>
        <Descriptions.Item label={t('lookup.edition')}>
          {serial.edition.number} / {serial.edition.total}
        </Descriptions.Item>
        <Descriptions.Item label={t('lookup.state')}>
          {t(`state.${serial.state}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('lookup.batch')}>
          #{serial.batch.id} · {t(`batch.${serial.batch.status}`)}
          {serial.batch.revoke_reason ? ` · ${serial.batch.revoke_reason}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('lookup.order')}>
          {serial.order_no ? <OrderNumber>{serial.order_no}</OrderNumber> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('lookup.activated')}>
          {serial.activated_at ? formatTime(serial.activated_at) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('lookup.checks')}>
          {t('lookup.checkCount', {
            count: serial.check_count,
            today: serial.visitors_today,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('lookup.firstChecked')}>
          {serial.first_checked_at ? formatTime(serial.first_checked_at) : '—'}
        </Descriptions.Item>
      </Descriptions>
      <ConsoleTable
        rowKey={(row) => `${row.account.id}-${row.since}`}
        size="small"
        pagination={false}
        dataSource={serial.owners}
        locale={{ emptyText: t('lookup.noOwners') }}
        scroll={{ x: 600 }}
        columns={[
          {
            title: t('lookup.owner'),
            render: (_, row) => `${row.account.username} (${row.account.mobile})`,
          },
          {
            title: t('lookup.source'),
            dataIndex: 'source',
            render: (value: string) => t(`source.${value}`),
          },
          { title: t('lookup.since'), dataIndex: 'since', render: formatTime },
          {
            title: t('lookup.until'),
            dataIndex: 'until',
            render: (value: string | null) => (value ? formatTime(value) : t('lookup.current')),
          },
        ]}
      />
    </Space>
  );
}
