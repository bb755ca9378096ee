import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';
import { addressesQueryKey } from '@/shared/address/get-addresses';

export function deleteAddress(id: number): Promise<boolean> {
  return callAction('userAddressDelete', { id }).then((result) => result.deleted);
}

/** The list is read again whatever the outcome. */
export function useDeleteAddress() {
  return useAction(deleteAddress, { invalidates: [addressesQueryKey] });
}
