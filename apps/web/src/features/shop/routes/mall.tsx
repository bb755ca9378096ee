import '../locales/register';
import { MallPage } from '../components/mall-page';
import type { MallKey } from '../lib/malls';

/** /GLOBALSHOP, /artPeripherals, /Figure and /PointsMall: one page, configured per route. */
export function MallRoute({ mall }: { mall: MallKey }) {
  return <MallPage mall={mall} />;
}
