import type { DropGateKind } from '@atelier/contract/drop-codes';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useLang } from '@/shared/i18n/i18n';
import { callAction } from '@/shared/api/call-action';
import { consoleQueryKey, useConsoleQuery } from '../console/console-api';

interface PickerProps {
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

/**
 * A community group searched by name: the group a member gate names. The shop's own group list,
 * not the community console's: an editor sets up drops without the community permission.
 */
export function GroupPicker(props: PickerProps) {
  const lang = useLang();
  const [keyword, setKeyword] = useState('');
  const groups = useQuery({
    queryKey: [...consoleQueryKey, 'group', keyword, lang],
    queryFn: ({ signal }) =>
      callAction('group', { keyword: keyword || undefined, page: 1, limit: 20 }, { signal }),
    retry: false,
  });
  const options = (groups.data?.list ?? []).map((g) => ({ value: g.id, label: g.name }));
  return (
    <SearchSelect {...props} options={options} loading={groups.isFetching} onSearch={setKeyword} />
  );
}

/** What a gate of `kind` names: a group for members, a product for earlier buyers and owners. */
export function GateTargetPicker({ kind, ...props }: PickerProps & { kind: DropGateKind }) {
  return kind === 'group_member' ? <GroupPicker {...props} /> : <ProductPicker {...props} />;
}

function SearchSelect({
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
