import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useLang } from '@/shared/i18n/i18n';
import { useConsoleQuery } from '../console/console-api';

export interface PickerProps {
  value?: number | null;
  onChange?: (id: number | null) => void;
  placeholder: string;
  label: string;
  /** The picked record's name when it is not among the options searched (an edited drop's). */
  known?: { id: number; name: string } | null;
  disabled?: boolean;
  id?: string;
}

/**
 * A product searched among the catalogue's, on sale or not, by name in either language or by
 * product number: the drop's product, or the product a gate names.
 */
export function ProductPicker(props: PickerProps) {
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
    <SearchSelect
      {...props}
      options={options}
      loading={products.isFetching}
      onSearch={setKeyword}
    />
  );
}

/** A select that searches on the server as the staff member types. */
export function SearchSelect({
  value,
  onChange,
  placeholder,
  label,
  known,
  disabled,
  id,
  options,
  loading,
  onSearch,
}: PickerProps & {
  options: { value: number; label: string }[];
  loading: boolean;
  onSearch: (keyword: string) => void;
}) {
  const shown =
    known && !options.some((option) => option.value === known.id)
      ? [{ value: known.id, label: known.name }, ...options]
      : options;
  return (
    <Select<number>
      id={id}
      showSearch
      allowClear
      filterOption={false}
      value={value ?? undefined}
      placeholder={placeholder}
      aria-label={label}
      disabled={disabled}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      onSearch={onSearch}
      onChange={(next) => onChange?.(next ?? null)}
      onClear={() => onChange?.(null)}
      options={shown}
      style={{ width: '100%' }}
    />
  );
}
