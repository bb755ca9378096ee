import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';
import { addressesQueryKey, type Address } from '@/shared/address/address-api';

export function deleteAddress(id: number): Promise<boolean> {
  return callAction('userAddressDelete', { id }).then((result) => result.deleted);
}

/** The contract changes the default through an update carrying the whole address. */
export function makeDefault(address: Address): Promise<Address> {
  return callAction('userAddressUpdate', {
    id: address.id,
    name: address.name,
    mobile: address.mobile,
    province: address.province,
    city: address.city,
    district: address.district,
    address: address.address,
    postal_code: address.postal_code,
    is_default: true,
  });
}

/** A change started from the list; the list is read again whatever the outcome. */
function useAddressChange<I, O>(change: (input: I) => Promise<O>) {
  const client = useQueryClient();
  const run = useCallback(
    (input: I) =>
      change(input).finally(() => {
        void client.invalidateQueries({ queryKey: addressesQueryKey });
      }),
    [client, change],
  );
  return useAction(run);
}

export const useDeleteAddress = () => useAddressChange(deleteAddress);
export const useMakeDefault = () => useAddressChange(makeDefault);
