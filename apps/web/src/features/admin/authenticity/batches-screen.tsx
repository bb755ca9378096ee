import { PlusOutlined } from '@ant-design/icons';
import type { ActionOutput } from '@atelier/contract';
import { BATCH_STATUSES, type BatchStatus } from '@atelier/contract/authenticity-codes';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../console/load-failed';
import { ConsoleSelect } from '../console/console-select';
import { formatTime } from '../console/format';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { BatchProductSelect } from './batch-product-select';
import { GenerateBatchDialog } from './generate-batch-dialog';
import { serialsPaths } from './serials-paths';
import { serialsNamespace } from './serials-register';
import styles from './serials.module.css';

type Row = ActionOutput<'serialBatchList'>['list'][number];

export function BatchStatusTag({ status }: { status: BatchStatus }) {
  const { t } = useTranslation(serialsNamespace);
  return <Tag color={status === 'active' ? 'green' : 'red'}>{t(`status.${status}`)}</Tag>;
}

/** Every batch issued, newest first, by product and status; a new batch from here. */
export default function BatchesScreen() {
  const { t } = useTranslation(serialsNamespace);
  const [generating, setGenerating] = useState(false);
  const batches = useListQuery(
    'serialBatchList',
    (search) => ({
      product: Number(search.get('product')) || undefined,
      status: BATCH_STATUSES.find((s) => s === search.get('status')),
    }),
    { input: ({ product, status }) => ({ product_id: product, status }) },
  );
  const { product: productId, status } = batches.filters;
  const apply = batches.setFilters;

  return (
    <>
      <ScreenHeader
        title={t('batches.title')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setGenerating(true)}>
            {t('batches.generate')}
          </Button>
        }
      />
      <ListScreen<Row>
        list={batches}
        toolbar={
          <>
            <Space wrap className={styles.filters}>
              <div className={styles.productFilter}>
                <BatchProductSelect
                  value={productId ?? null}
                  placeholder={t('batches.allProducts')}
                  onChange={(next) => apply({ product: next ?? undefined, status })}
                />
              </div>
              <ConsoleSelect<BatchStatus>
                allowClear
                value={status}
                placeholder={t('batches.allStatuses')}
                aria-label={t('batches.status')}
                style={{ width: 160 }}
                onChange={(next) => apply({ product: productId, status: next })}
                options={BATCH_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              />
            </Space>
          </>
        }
        failed={<LoadFailed onRetry={() => void batches.query.refetch()} />}
        hideOnSinglePage
        showTotal={(count) => t('total', { count })}
        rowKey="id"
        scroll={{ x: 760 }}
        locale={{
          emptyText: productId || status ? t('batches.noMatch') : t('batches.empty'),
        }}
        columns={[
          {
            title: t('batches.product'),
            width: 260,
            render: (_, row) => (
              <div>
                <Link to={serialsPaths.batch(row.id)}>
                  #{row.id} {row.product.name}
                </Link>
                <div className={styles.muted}>{row.product.product_no}</div>
              </div>
            ),
          },
          {
            title: t('batches.status'),
            width: 100,
            render: (_, row) => <BatchStatusTag status={row.status} />,
          },
          { title: t('batches.quantity'), dataIndex: 'quantity', width: 90, align: 'right' },
          { title: t('batches.owned'), dataIndex: 'owned_count', width: 90, align: 'right' },
          { title: t('batches.note'), dataIndex: 'note', ellipsis: true },
          {
            title: t('batches.created'),
            width: 170,
            render: (_, row) => (
              <>
                <div>{formatTime(row.created_at)}</div>
                <div className={styles.muted}>{row.created_by}</div>
              </>
            ),
          },
        ]}
      />
      <GenerateBatchDialog open={generating} onClose={() => setGenerating(false)} />
    </>
  );
}
