import { createContext, useContext, type ReactNode } from 'react';

/** The pages the cart links to. The app owns the path table and hands it in here. */
export type CartPaths = Record<
  'productDetail' | 'globalShop' | 'pointsMall' | 'confirmOrder',
  { path: string }
>;

const CartPathsContext = createContext<CartPaths | null>(null);

export function CartPathsProvider({ paths, children }: { paths: CartPaths; children: ReactNode }) {
  return <CartPathsContext value={paths}>{children}</CartPathsContext>;
}

export function useCartPaths(): CartPaths {
  const paths = useContext(CartPathsContext);
  if (!paths) throw new Error('useCartPaths needs a CartPathsProvider');
  return paths;
}
