import type { ActionOutput } from '@atelier/contract';
import {
  REVOKE_REASON_MAX,
  SERIAL_STATES,
  type SerialState,
} from '@atelier/contract/authenticity-codes';
import { Alert, Button, Descriptions, Form, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callAction } from '@/shared/api/call-action';
import { feedback } from '@/shared/ui/feedback';
import { LoadFailed } from '../console/load-failed';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { consolePaths } from '../console/console-paths';
import { ConsoleSelect } from '../console/console-select';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { saveText } from '../console/save-text';
import { ScreenHeader } from '../console/screen-header';
import { BatchStatusTag } from './batches-screen';
import { serialsPaths } from './serials-paths';
import { serialsNamespace } from './serials-register';
import styles from './serials.module.css';
import { OrderNumber } from '../console/order-number';
import { ConsoleCard } from '../console/console-card';

type Batch = ActionOutput<'serialBatchInfo'>;
type Serial = ActionOutput<'serialBatchSerials'>['list'][number];
const PAGE_SIZE = 50;

/** The batch and the state of its serials shown, as the address keeps them. */
function serialFilterOf(search: URLSearchParams): { id?: number; state?: SerialState } {
  return {
    id: Number(search.get('id')) || undefined,
    state: SERIAL_STATES.find((s) => s === search.get('state')),
  };
}
const stateColors: Record<SerialState, string> = {
  unsold: 'default',
  owned: 'green',
  revoked: 'red',
};

/** One batch: its counts, its serials with their owners, the CSV, the label sheet, revoking. */
export default function BatchScreen() {
  const { t } = useTranslation(serialsNamespace);
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const batch = useConsoleQuery('serialBatchInfo', { id }, { enabled: id > 0 });
  if (id <= 0) return <Alert type="info" title={t('batch.missing')} />;
  if (batch.isError) return <LoadFailed onRetry={() => void batch.refetch()} />;
  if (!batch.data) return <ConsoleCard loading />;
  return <BatchDetail batch={batch.data} />;
}

function BatchDetail({ batch }: { batch: Batch }) {
  const { t } = useTranslation(serialsNamespace);
  const [exporting, setExporting] = useState(false);
  const [revoking, setRevoking] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await callAction('serialBatchExport', { id: batch.id });
      saveText(file.filename, file.csv);
      feedback.message.success(t('batch.exported', { count: file.rows }));
    } catch {
      // The request client has shown the refusal.
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Link to={serialsPaths.batches}>← {t('batch.back')}</Link>
      <ScreenHeader
        title={`${t('batch.titleLead')} #${batch.id} · ${batch.product.name}`}
        actions={
          <>
            <Link to={serialsPaths.labels(batch.id)}>
              <Button type="primary">{t('batch.labels')}</Button>
            </Link>
            <Button onClick={() => void exportCsv()} loading={exporting}>
              {t('batch.csv')}
            </Button>
            {batch.status === 'active' ? (
              <Button danger onClick={() => setRevoking(true)}>
                {t('batch.revoke')}
              </Button>
            ) : null}
          </>
        }
      />
      <ConsoleCard>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            {
              key: 'product',
              label: t('batch.product'),
              children: (
                <Link to={consolePaths.product(batch.product.id)}>{batch.product.name}</Link>
              ),
            },
            { key: 'no', label: t('batch.productNo'), children: batch.product.product_no },
            {
              key: 'status',
              label: t('batch.status'),
              children: <BatchStatusTag status={batch.status} />,
            },
            { key: 'quantity', label: t('batch.quantity'), children: batch.quantity },
            { key: 'owned', label: t('batch.owned'), children: batch.owned_count },
            { key: 'unsold', label: t('batch.unsold'), children: batch.unsold_count },
            { key: 'by', label: t('batch.createdBy'), children: batch.created_by },
            { key: 'at', label: t('batch.created'), children: formatTime(batch.created_at) },
            ...(batch.note ? [{ key: 'note', label: t('batch.note'), children: batch.note }] : []),
            ...(batch.revoked_at
              ? [
                  {
                    key: 'revoked',
                    label: t('batch.revoked'),
                    children: formatTime(batch.revoked_at),
                  },
                  { key: 'reason', label: t('batch.revokeReason'), children: batch.revoke_reason },
                ]
              : []),
          ]}
        />
      </ConsoleCard>
      <SerialsTable batch={batch} />
      <RevokeDialog batch={batch} open={revoking} onClose={() => setRevoking(false)} />
    </>
  );
}

function SerialsTable({ batch }: { batch: Batch }) {
  const { t } = useTranslation(serialsNamespace);
  const serials = useListQuery('serialBatchSerials', serialFilterOf, {
    input: ({ state }) => ({ batch_id: batch.id, state }),
    pageSize: PAGE_SIZE,
  });
  return (
    <ListScreen<Serial>
      list={serials}
      title={t('batch.serials')}
      className={styles.gap}
      extra={
        <ConsoleSelect<SerialState>
          allowClear
          value={serials.filters.state}
          placeholder={t('batch.allStates')}
          aria-label={t('batch.state')}
          style={{ width: 140 }}
          onChange={(next) => serials.setFilters({ ...serials.filters, state: next })}
          options={SERIAL_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
        />
      }
      rowKey="id"
      size="small"
      scroll={{ x: 760 }}
      hideOnSinglePage
      showTotal={(count) => t('total', { count })}
      columns={[
        {
          title: t('batch.code'),
          width: 190,
          render: (_, row) => <span className={styles.code}>{row.code}</span>,
        },
        {
          title: t('batch.edition'),
          width: 90,
          render: (_, row) => t('edition', row.edition),
        },
        {
          title: t('batch.state'),
          width: 100,
          render: (_, row) => <Tag color={stateColors[row.state]}>{t(`state.${row.state}`)}</Tag>,
        },
        {
          title: t('batch.owner'),
          render: (_, row) =>
            row.owner ? (
              <>
                <div>{row.owner.username}</div>
                <div className={styles.muted}>{row.owner.mobile}</div>
              </>
            ) : (
              t('batch.none')
            ),
        },
        {
          title: t('batch.order'),
          width: 200,
          render: (_, row) =>
            row.order_no ? (
              <>
                <div>
                  <OrderNumber>{row.order_no}</OrderNumber>
                </div>
                {row.activated_at ? (
                  <div className={styles.muted}>{formatTime(row.activated_at)}</div>
                ) : null}
              </>
            ) : (
              t('batch.none')
            ),
        },
        { title: t('batch.checks'), dataIndex: 'check_count', width: 90, align: 'right' },
      ]}
    />
  );
}

function RevokeDialog({
  batch,
  open,
  onClose,
}: {
  batch: Batch;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(serialsNamespace);
  const [form] = Form.useForm<{ reason: string }>();
  const revoke = useConsoleAction('serialBatchRevoke');
  return (
    <Modal
      open={open}
      title={t('batch.revokeTitle')}
      okText={t('batch.revokeConfirm')}
      cancelText={t('batch.keep')}
      okButtonProps={{ danger: true, loading: revoke.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <p>{t('batch.revokeHint')}</p>
      <Form<{ reason: string }>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={({ reason }) =>
          revoke.mutate(
            { id: batch.id, reason },
            {
              onSuccess: () => {
                feedback.message.success(t('batch.revokeDone'));
                onClose();
              },
            },
          )
        }
      >
        <Form.Item
          name="reason"
          label={t('batch.reason')}
          rules={[
            {
              required: true,
              whitespace: true,
              max: REVOKE_REASON_MAX,
              message: t('batch.reasonRequired'),
            },
          ]}
        >
          <Input.TextArea
            rows={2}
            maxLength={REVOKE_REASON_MAX}
            placeholder={t('batch.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
