import { PlusOutlined } from '@ant-design/icons';
import type { ActionOutput } from '@atelier/contract';
import { BATCH_STATUSES, type BatchStatus } from '@atelier/contract/authenticity-codes';
import { Button, Card, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../console/load-failed';
import { useConsoleQuery } from '../console/console-api';
import { formatTime } from '../console/format';
import { ScreenHeader } from '../console/screen-header';
import { BatchProductSelect } from './batch-product-select';
import { GenerateBatchDialog } from './generate-batch-dialog';
import { serialsPaths } from './serials-paths';
import { serialsNamespace } from './serials-register';
import styles from './serials.module.css';

type Row = ActionOutput<'serialBatchList'>['list'][number];
const PAGE_SIZE = 20;

export function BatchStatusTag({ status }: { status: BatchStatus }) {
  const { t } = useTranslation(serialsNamespace);
  return <Tag color={status === 'active' ? 'green' : 'red'}>{t(`status.${status}`)}</Tag>;
}

/** Every batch issued, newest first, by product and status; a new batch from here. */
export default function BatchesScreen() {
  const { t } = useTranslation(serialsNamespace);
  const [search, setSearch] = useSearchParams();
  const [generating, setGenerating] = useState(false);
  const productId = Number(search.get('product')) || undefined;
  const statusParam = search.get('status');
  const status = BATCH_STATUSES.find((s) => s === statusParam);
  const page = Number(search.get('page')) || 1;
  const batches = useConsoleQuery('serialBatchList', {
    product_id: productId,
    status,
    page,
    limit: PAGE_SIZE,
  });
  const apply = (next: { product?: number; status?: BatchStatus; page?: number }) => {
    const params = new URLSearchParams();
    if (next.product) params.set('product', String(next.product));
    if (next.status) params.set('status', next.status);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params, { replace: true });
  };

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
      <Card>
        <Space wrap className={styles.filters}>
          <div className={styles.productFilter}>
            <BatchProductSelect
              value={productId ?? null}
              placeholder={t('batches.allProducts')}
              onChange={(next) => apply({ product: next ?? undefined, status })}
            />
          </div>
          <Select<BatchStatus>
            allowClear
            value={status}
            placeholder={t('batches.allStatuses')}
            aria-label={t('batches.status')}
            style={{ width: 160 }}
            onChange={(next) => apply({ product: productId, status: next })}
            options={BATCH_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </Space>
        {batches.isError ? (
          <LoadFailed onRetry={() => void batches.refetch()} />
        ) : (
          <Table<Row>
            rowKey="id"
            loading={batches.isFetching}
            dataSource={batches.data?.list ?? []}
            scroll={{ x: 760 }}
            locale={{
              emptyText: productId || status ? t('batches.noMatch') : t('batches.empty'),
            }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: batches.data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (count) => t('total', { count }),
              onChange: (next) => apply({ product: productId, status, page: next }),
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
        )}
      </Card>
      <GenerateBatchDialog open={generating} onClose={() => setGenerating(false)} />
    </>
  );
}
