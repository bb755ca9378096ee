import { createContext, useContext, type ReactNode } from 'react';

/** The pages the shop links to. The app owns the path table and hands it in here. */
export type ShopPaths = Record<
  | 'globalShop'
  | 'artPeripherals'
  | 'figure'
  | 'pointsMall'
  | 'art'
  | 'productDetail'
  | 'followDetails'
  | 'login'
  | 'myColle'
  | 'cart'
  | 'confirmOrder',
  { path: string }
>;

const ShopPathsContext = createContext<ShopPaths | null>(null);

export function ShopPathsProvider({ paths, children }: { paths: ShopPaths; children: ReactNode }) {
  return <ShopPathsContext value={paths}>{children}</ShopPathsContext>;
}

export function useShopPaths(): ShopPaths {
  const paths = useContext(ShopPathsContext);
  if (!paths) throw new Error('useShopPaths needs a ShopPathsProvider');
  return paths;
}

/** A detail page's address: the spec declares no route parameters, so the id rides in the query. */
export function withId(path: string, id: number): string {
  return `${path}?id=${id}`;
}
