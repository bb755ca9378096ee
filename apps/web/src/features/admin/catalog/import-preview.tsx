import type { ActionOutput } from '@atelier/contract';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { catalogNamespace } from './locales/register';
import { BilingualName } from '../console/bilingual-name';
import { ConsoleTable } from '../console/console-table';

export type ImportPreviewData = ActionOutput<'productImportPreview'>;
type Row = ImportPreviewData['rows'][number];

/** What a CSV file would do, row by row, with each bad row's reasons. */
export function ImportPreview({ preview }: { preview: ImportPreviewData }) {
  const { t } = useTranslation(catalogNamespace);
  const bad = preview.rows.filter((row) => row.errors.length > 0).length;
  return (
    <>
      {preview.valid ? (
        <Alert
          type="success"
          showIcon
          title={t('import.allGood', { count: preview.rows.length })}
        />
      ) : (
        <Alert type="error" showIcon title={t('import.bad', { count: bad })} />
      )}
      <ConsoleTable<Row>
        style={{ marginTop: 12 }}
        size="small"
        rowKey="line"
        dataSource={preview.rows}
        scroll={{ x: 720 }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        rowClassName={(row) => (row.errors.length > 0 ? 'import-bad-row' : '')}
        columns={[
          { title: t('import.line'), dataIndex: 'line', width: 60 },
          { title: t('products.number'), dataIndex: 'product_no', width: 140 },
          {
            title: t('import.action'),
            width: 80,
            render: (_, row) => (
              <Tag color={row.action === 'create' ? 'green' : 'blue'}>
                {t(`import.${row.action}`)}
              </Tag>
            ),
          },
          {
            title: t('products.product'),
            render: (_, row) => (
              <BilingualName zh={row.values.name_zh ?? ''} en={row.values.name_en ?? ''} />
            ),
          },
          {
            title: t('products.price'),
            width: 90,
            render: (_, row) =>
              row.values.type === 'points' ? row.values.score_price : row.values.price,
          },
          { title: t('products.stock'), width: 70, render: (_, row) => row.values.stock },
          {
            title: t('import.errors'),
            render: (_, row) =>
              row.errors.length === 0 ? (
                <Tag color="success">{t('import.ok')}</Tag>
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: 16, color: '#cf1322' }}>
                  {row.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </>
  );
}
