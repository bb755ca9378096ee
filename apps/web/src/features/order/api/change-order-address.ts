import { callAction } from '@/shared/api/call-action';

/** Sends the order to another saved address; allowed once, before shipment. */
export function changeOrderAddress({ id, addressId }: { id: number; addressId: number }) {
  return callAction('orderAddressUpdate', { id, address_id: addressId });
}
