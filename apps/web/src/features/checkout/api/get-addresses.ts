import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_MAX } from '@atelier/contract/formats';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useSession } from '@/shared/session/session-store';

export type Address = ActionOutput<'userAddressList'>['list'][number];

/** Every address of the signed-in user, the default first; there are at most ADDRESS_MAX. */
export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return callAction('userAddressList', { page: 1, limit: ADDRESS_MAX }, { signal }).then(
    (page) => page.list,
  );
}

export function getAddressesQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['userAddressList', 'checkout', token],
    queryFn: ({ signal }) => getAddresses(signal),
    enabled: token !== '',
    retry: false,
  });
}

/** Read again whenever the page comes back into view: an address may just have been added. */
export function useAddresses() {
  const token = useSession((state) => state.token);
  return useQuery(getAddressesQueryOptions(token));
}
