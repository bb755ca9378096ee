import type { RouteObject } from 'react-router';
import type { MallKey } from '@/features/shop/lib/malls';
import { withAntd } from '../antd/antd-scope';
import { lazyRoute } from '../errors/lazy-route';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { childSegment, paths } from '../paths';

/** A mall page: one component, configured by the route it is mounted at. */
function mallRoute(mall: MallKey): RouteObject {
  return {
    id: mall,
    path: childSegment(paths[mall].path),
    lazy: lazyRoute(
      withAntd(async () => {
        const { MallRoute } = await import('@/features/shop/routes/mall');
        return { Component: () => <MallRoute paths={paths} mall={mall} /> };
      }),
    ),
    ErrorBoundary: RouteErrorBoundary,
  };
}

/**
 * The shop: both malls and their category pages, the artworks showcase and the product page.
 * Only lazy imports here: the router is in the first load of /about, the shop is not.
 */
export const shopRoutes: RouteObject[] = [
  mallRoute('globalShop'),
  mallRoute('artPeripherals'),
  mallRoute('figure'),
  mallRoute('pointsMall'),
  {
    id: 'art',
    path: childSegment(paths.art.path),
    lazy: lazyRoute(
      withAntd(async () => {
        const { ArtRoute } = await import('@/features/shop/routes/art');
        return { Component: () => <ArtRoute paths={paths} /> };
      }),
    ),
    ErrorBoundary: RouteErrorBoundary,
  },
  {
    id: 'productDetail',
    path: childSegment(paths.productDetail.path),
    lazy: lazyRoute(
      withAntd(async () => {
        const { ProductDetailRoute } = await import('@/features/shop/routes/product-detail');
        return { Component: () => <ProductDetailRoute paths={paths} /> };
      }),
    ),
    ErrorBoundary: RouteErrorBoundary,
  },
];
