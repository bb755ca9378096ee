import '../locales/register';
import { MallPage } from '../components/mall-page';
import type { MallKey } from '../lib/malls';
import { ShopPathsProvider, type ShopPaths } from '../shop-paths';

/** /GLOBALSHOP, /artPeripherals, /Figure and /PointsMall: one page, configured per route. */
export function MallRoute({ paths, mall }: { paths: ShopPaths; mall: MallKey }) {
  return (
    <ShopPathsProvider paths={paths}>
      <MallPage mall={mall} />
    </ShopPathsProvider>
  );
}
