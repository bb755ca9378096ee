import '../locales/register';
import { CartPathsProvider, type CartPaths } from '../cart-paths';
import { CartPage } from '../components/cart-page';

/** /cart: signed-in only (the route's loader sends others to the login page). */
export function CartRoute({ paths }: { paths: CartPaths }) {
  return (
    <CartPathsProvider paths={paths}>
      <CartPage />
    </CartPathsProvider>
  );
}
