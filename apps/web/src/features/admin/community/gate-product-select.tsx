import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { communityNamespace } from './register';

/**
 * The product whose owners join at once, searched among the art mall's products on sale (the
 * catalogue's own console list is for catalogue staff); empty: no gate.
 */
export function GateProductSelect({
  value,
  onChange,
  current,
}: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The product the group is gated on now, which may be off sale. */
  current: { id: number; name: string } | null;
}) {
  const { t } = useTranslation(communityNamespace);
  const lang = useLang();
  const [keyword, setKeyword] = useState('');
  const products = useQuery({
    queryKey: ['community-gate-products', keyword, lang],
    queryFn: ({ signal }) =>
      callAction(
        'productList',
        { keyword: keyword || undefined, page: 1, limit: 20, type: 'art' },
        { signal },
      ),
  });
  const options = (products.data?.list ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (current && !options.some((o) => o.value === current.id)) {
    options.unshift({ value: current.id, label: current.name });
  }
  return (
    <Select<number>
      showSearch
      allowClear
      filterOption={false}
      value={value ?? undefined}
      placeholder={t('group.gatePlaceholder')}
      aria-label={t('group.gate')}
      loading={products.isFetching}
      onSearch={setKeyword}
      onChange={(id) => onChange?.(id ?? null)}
      onClear={() => onChange?.(null)}
      options={options}
    />
  );
}
