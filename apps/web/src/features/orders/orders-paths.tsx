import { createContext, useContext, type ReactNode } from 'react';

/** The pages the order screens link to. The app owns the path table and hands it in here. */
export type OrdersPaths = Record<
  'myOrder' | 'orderDetail' | 'pay' | 'productDetail' | 'globalShop' | 'pointsMall' | 'address',
  { path: string }
>;

const OrdersPathsContext = createContext<OrdersPaths | null>(null);

export function OrdersPathsProvider({
  paths,
  children,
}: {
  paths: OrdersPaths;
  children: ReactNode;
}) {
  return <OrdersPathsContext value={paths}>{children}</OrdersPathsContext>;
}

export function useOrdersPaths(): OrdersPaths {
  const paths = useContext(OrdersPathsContext);
  if (!paths) throw new Error('useOrdersPaths needs an OrdersPathsProvider');
  return paths;
}

/** A page about one order or product: the id rides in the query (no route parameters). */
export function withId(path: string, id: number): string {
  return `${path}?id=${id}`;
}
