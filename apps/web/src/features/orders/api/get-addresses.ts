import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_MAX } from '@atelier/contract/formats';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useSession } from '@/shared/session/session-store';

export type Address = ActionOutput<'userAddressList'>['list'][number];

export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return callAction('userAddressList', { page: 1, limit: ADDRESS_MAX }, { signal }).then(
    (page) => page.list,
  );
}

export function getAddressesQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['userAddressList', 'orders', token],
    queryFn: ({ signal }) => getAddresses(signal),
    retry: false,
  });
}

/** The saved addresses, read only while the address dialog is open. */
export function useAddresses(enabled: boolean) {
  const token = useSession((state) => state.token);
  return useQuery({ ...getAddressesQueryOptions(token), enabled: enabled && token !== '' });
}
