import type { RouteObject } from 'react-router';
import type { MallKey } from '@/features/shop/lib/malls';
import { pageRoute } from './page-route';

/**
 * A mall page: one component, configured by the route it is mounted at. It paints without
 * antd; its toolbar and page numbers bring antd along after the products.
 */
function mallRoute(mall: MallKey): RouteObject {
  return pageRoute(mall, async () => {
    const { MallRoute } = await import('@/features/shop/routes/mall');
    return () => <MallRoute mall={mall} />;
  });
}

/** The shop: both malls and their category pages, the artworks showcase and the product page. */
export const shopRoutes: RouteObject[] = [
  mallRoute('globalShop'),
  mallRoute('artPeripherals'),
  mallRoute('figure'),
  mallRoute('pointsMall'),
  pageRoute('art', async () => (await import('@/features/shop/routes/art')).ArtRoute, {
    antd: true,
  }),
  // Painted without antd too: the buy buttons and the large view bring it along.
  pageRoute(
    'productDetail',
    async () => (await import('@/features/shop/routes/product-detail')).ProductDetailRoute,
  ),
];
