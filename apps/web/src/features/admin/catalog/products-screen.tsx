import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { ActionOutput } from '@atelier/contract';
import { MALL_TYPES } from '@atelier/contract/codes';
import { Button, Checkbox, Form, Input, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { consolePaths } from '../console/console-paths';
import { ConsoleSelect } from '../console/console-select';
import { saveText } from '../console/save-text';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ACTIONS_KEY } from '../console/console-table';
import { formatThousands } from '@/shared/lib/format';
import { formatYuan } from '@/shared/lib/money';
import { ScreenHeader } from '../console/screen-header';
import { ImportModal } from './import-modal';
import { catalogNamespace } from './locales/register';
import { MissingEnglishFlag } from '../console/missing-english';
import {
  filtersFrom,
  PRODUCT_FILTER_DEFAULTS,
  PRODUCT_SORTS,
  type ProductFilters,
} from './product-filters';
import { BilingualName, leadingName } from '../console/bilingual-name';

type Row = ActionOutput<'productAdminList'>['list'][number];

const thumb = { minWidth: 40, objectFit: 'cover' } as const;
const oneLine = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** Every product of both malls: search, filters, paging, publishing, export and import. */
export default function ProductsScreen() {
  const { t } = useTranslation(catalogNamespace);
  const lang = useLang();
  const products = useListQuery('productAdminList', filtersFrom, {
    defaults: PRODUCT_FILTER_DEFAULTS,
  });
  const { filters } = products;
  const categories = useConsoleQuery('categoryAdminList', {});
  const publish = useConsoleAction('productPublish');
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const apply = products.setFilters;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await callAction('productExport', filters);
      saveText(file.filename, file.csv);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <ScreenHeader
        title={t('products.title')}
        actions={
          <Space wrap>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => void exportCsv()}
            >
              {t('products.export')}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('products.import')}
            </Button>
            <Link to={consolePaths.product()}>
              <Button type="primary" icon={<PlusOutlined />}>
                {t('products.new')}
              </Button>
            </Link>
          </Space>
        }
      />
      <ListScreen<Row>
        list={products}
        filters={
          <Form
            layout="inline"
            key={products.filterKey}
            initialValues={filters}
            onFinish={(values: ProductFilters) =>
              apply({ ...values, keyword: values.keyword?.trim() })
            }
            style={{ rowGap: 12 }}
          >
            <Form.Item name="keyword">
              <Input.Search
                allowClear
                placeholder={t('products.keyword')}
                aria-label={t('products.keyword')}
                onSearch={(keyword) => apply({ ...filters, keyword: keyword.trim() || undefined })}
                style={{ width: 220 }}
              />
            </Form.Item>
            <Form.Item name="type">
              <ConsoleSelect
                allowClear
                placeholder={t('products.mall')}
                aria-label={t('products.mall')}
                style={{ width: 140 }}
                onChange={(type) => apply({ ...filters, type, category_id: undefined })}
                options={MALL_TYPES.map((value) => ({ value, label: t(`malls.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="category_id">
              <ConsoleSelect
                allowClear
                placeholder={t('products.category')}
                aria-label={t('products.category')}
                style={{ width: 160 }}
                onChange={(category_id) => apply({ ...filters, category_id })}
                options={(categories.data ?? [])
                  .filter((c) => !filters.type || c.type === filters.type)
                  .map((c) => ({
                    value: c.id,
                    label: lang === 'en' ? c.name_en || c.name_zh : c.name_zh,
                  }))}
              />
            </Form.Item>
            <Form.Item name="on_sale">
              <ConsoleSelect
                allowClear
                placeholder={t('products.status')}
                aria-label={t('products.status')}
                style={{ width: 130 }}
                onChange={(on_sale) => apply({ ...filters, on_sale })}
                options={[
                  { value: true, label: t('products.onSale') },
                  { value: false, label: t('products.offSale') },
                ]}
              />
            </Form.Item>
            <Form.Item name="sort">
              <ConsoleSelect
                aria-label={t('products.sort')}
                style={{ width: 160 }}
                onChange={(sort) => apply({ ...filters, sort })}
                options={PRODUCT_SORTS.map((value) => ({
                  value,
                  label: t(`products.sorts.${value}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="low_stock" valuePropName="checked">
              <Checkbox
                onChange={(e) => apply({ ...filters, low_stock: e.target.checked || undefined })}
              >
                {t('products.lowStock')}
              </Checkbox>
            </Form.Item>
          </Form>
        }
        style={{ marginTop: 16 }}
        showTotal={(count) => t('products.total', { count })}
        rowKey="id"
        scroll={{ x: 840 }}
        columns={[
          {
            title: t('products.product'),
            width: 220,
            render: (_, row) => (
              <Space align="start">
                <img src={row.image} alt="" width={40} height={40} style={thumb} />
                <BilingualName zh={row.name_zh} en={row.name_en} to={consolePaths.product(row.id)}>
                  <MissingEnglishFlag namespace={catalogNamespace} fields={row.missing_english} />
                </BilingualName>
              </Space>
            ),
          },
          {
            title: t('products.number'),
            dataIndex: 'product_no',
            width: 116,
            render: (no: string) => <span style={oneLine}>{no}</span>,
          },
          {
            title: t('products.mall'),
            width: 104,
            render: (_, row) => (
              <>
                <div>{t(`malls.${row.type}`)}</div>
                <div style={{ color: '#6b6b76' }}>{row.category_name}</div>
              </>
            ),
          },
          {
            title: t('products.price'),
            width: 100,
            align: 'right',
            render: (_, row) =>
              row.type === 'art'
                ? formatYuan(row.price)
                : t('products.pointsPrice', { points: formatThousands(row.score_price) }),
          },
          {
            title: t('products.stock'),
            width: 92,
            render: (_, row) => (
              <Space size={4}>
                {row.stock}
                {row.low_stock ? <Tag color="error">{t('products.lowStock')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('products.sales'), dataIndex: 'sales', width: 64, align: 'right' },
          {
            title: t('products.published'),
            width: 76,
            render: (_, row) => (
              <Switch
                checked={row.on_sale}
                aria-label={`${t('products.published')} ${leadingName(lang, row.name_zh, row.name_en)}`}
                loading={publish.isPending}
                onChange={(on_sale) => void publish.mutate({ id: row.id, on_sale })}
              />
            ),
          },
          {
            key: ACTIONS_KEY,
            title: t('common.actions'),
            width: 68,
            render: (_, row) => <Link to={consolePaths.product(row.id)}>{t('common.edit')}</Link>,
          },
        ]}
      />
      {importing ? <ImportModal onClose={() => setImporting(false)} /> : null}
    </>
  );
}
