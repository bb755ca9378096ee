import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import { ADDRESS_MAX } from '@atelier/contract/formats';
import { callAction } from '../api/call-action';
import { useSession } from '../session/session-store';

export type Address = ActionOutput<'userAddressList'>['list'][number];

/** Every address of the signed-in user, the default first; there are at most ADDRESS_MAX. */
export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return callAction('userAddressList', { page: 1, limit: ADDRESS_MAX }, { signal }).then(
    (page) => page.list,
  );
}

/** Every write to an address invalidates this key: the address book, checkout and orders follow. */
export const addressesQueryKey = ['userAddressList'] as const;

export function getAddressesQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...addressesQueryKey, token],
    queryFn: ({ signal }) => getAddresses(signal),
    enabled: token !== '',
    retry: false,
  });
}

/** `enabled` false holds the request back, e.g. until a dialog that lists them opens. */
export function useAddresses(enabled = true) {
  const token = useSession((state) => state.token);
  return useQuery({ ...getAddressesQueryOptions(token), enabled: enabled && token !== '' });
}
