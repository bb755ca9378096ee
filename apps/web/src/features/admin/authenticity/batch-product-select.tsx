import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n/i18n';
import { useConsoleQuery } from '../console/console-api';
import { serialsNamespace } from './serials-register';

/**
 * A product searched among the catalogue's, on sale or not (a batch is often issued before a
 * piece goes on sale), by name in either language or by product number.
 */
export function BatchProductSelect({
  value,
  onChange,
  placeholder,
  id,
}: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  placeholder: string;
  id?: string;
}) {
  const { t } = useTranslation(serialsNamespace);
  const lang = useLang();
  const [keyword, setKeyword] = useState('');
  const products = useConsoleQuery(
    'productAdminList',
    { keyword: keyword || undefined, page: 1, limit: 20 },
    { keepPrevious: false },
  );
  const options = (products.data?.list ?? []).map((p) => ({
    value: p.id,
    label: `${(lang === 'en' && p.name_en) || p.name_zh} · ${p.product_no}`,
  }));
  return (
    <Select<number>
      id={id}
      showSearch
      allowClear
      filterOption={false}
      value={value ?? undefined}
      placeholder={placeholder}
      aria-label={t('generate.product')}
      loading={products.isFetching}
      notFoundContent={products.isFetching ? <Spin size="small" /> : undefined}
      onSearch={setKeyword}
      onChange={(next) => onChange?.(next ?? null)}
      onClear={() => onChange?.(null)}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
