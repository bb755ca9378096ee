import '../locales/register';
import { CartPage } from '../components/cart-page';

/** /cart: signed-in only (the route's loader sends others to the login page). */
export function CartRoute() {
  return <CartPage />;
}
