import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import { ADDRESS_MAX } from '@atelier/contract/formats';
import { useCallback } from 'react';
import { callAction } from '../api/call-action';
import { useSession } from '../session/session-store';
import type { AddressFields } from './address-rules';

export type Address = ActionOutput<'userAddressList'>['list'][number];

export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return callAction('userAddressList', { page: 1, limit: ADDRESS_MAX }, { signal }).then(
    (page) => page.list,
  );
}

/** Every write to an address invalidates this key: the address page and the checkout follow. */
export const addressesQueryKey = ['userAddressList'] as const;

export function getAddressesQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...addressesQueryKey, token],
    queryFn: ({ signal }) => getAddresses(signal),
    enabled: token !== '',
    retry: false,
  });
}

export function useAddresses() {
  const token = useSession((state) => state.token);
  return useQuery(getAddressesQueryOptions(token));
}

/**
 * Creates (no id) or changes an address. A refusal comes back to the caller, which shows the
 * server's message in the form itself.
 */
export function saveAddress({
  id,
  fields,
}: {
  id: number | null;
  fields: AddressFields;
}): Promise<{ id: number }> {
  return id === null
    ? callAction('addressCreate', fields, { quietRefusal: true })
    : callAction('userAddressUpdate', { ...fields, id }, { quietRefusal: true });
}

/** Reads the address list again, wherever it is shown. */
export function useAddressesChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: addressesQueryKey });
  }, [client]);
}
