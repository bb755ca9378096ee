import { createContext, useContext, type ReactNode } from 'react';

/** The pages checkout links to. The app owns the path table and hands it in here. */
export type CheckoutPaths = Record<
  | 'confirmOrder'
  | 'pay'
  | 'paySuccess'
  | 'cashier'
  | 'cart'
  | 'address'
  | 'orderDetail'
  | 'myOrder'
  | 'globalShop'
  | 'pointsMall'
  | 'productDetail',
  { path: string }
>;

const CheckoutPathsContext = createContext<CheckoutPaths | null>(null);

export function CheckoutPathsProvider({
  paths,
  children,
}: {
  paths: CheckoutPaths;
  children: ReactNode;
}) {
  return <CheckoutPathsContext value={paths}>{children}</CheckoutPathsContext>;
}

export function useCheckoutPaths(): CheckoutPaths {
  const paths = useContext(CheckoutPathsContext);
  if (!paths) throw new Error('useCheckoutPaths needs a CheckoutPathsProvider');
  return paths;
}

/** A page about one order: the spec declares no route parameters, so the id rides in the query. */
export function withId(path: string, id: number): string {
  return `${path}?id=${id}`;
}

/** A page asked to send the visitor back to `returnTo` when done, as the login page is. */
export function withReturn(path: string, returnTo: string): string {
  return `${path}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}
