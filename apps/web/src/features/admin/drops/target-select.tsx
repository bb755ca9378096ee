import type { DropGateKind } from '@atelier/contract/drop-codes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLang } from '@/shared/i18n/i18n';
import { callAction } from '@/shared/api/call-action';
import { consoleQueryKey } from '../console/console-api';
import { ProductPicker, SearchSelect, type PickerProps } from '../components/product-picker';

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
