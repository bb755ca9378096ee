import { useAction } from '../api/use-action';
import { callAction } from '../api/call-action';
import type { AddressFields } from './address-rules';
import { addressesQueryKey, type Address } from './get-addresses';

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

const invalidates = [addressesQueryKey];

export function useSaveAddress() {
  return useAction(saveAddress, { invalidates });
}

export function useMakeDefault() {
  return useAction(makeDefault, { invalidates });
}
