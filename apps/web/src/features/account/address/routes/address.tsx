import '../locales/register';
import { AddressBook } from '../components/address-book';

/** /address, inside the personal area. */
export function AddressRoute() {
  return <AddressBook />;
}
