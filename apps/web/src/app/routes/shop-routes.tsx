import type { LoaderFunction, RouteObject } from 'react-router';
import { getCategoriesQueryOptions } from '@/features/shop/api/get-categories';
import { getProductQueryOptions } from '@/features/shop/api/get-product';
import { getProductsQueryOptions } from '@/features/shop/api/get-products';
import { FIRST_RANK_PERIOD, getRankListQueryOptions } from '@/features/points/rank/get-rank-list';
import { readFilters } from '@/features/shop/lib/mall-filters';
import { mallCategory, mallProductQuery, malls, type MallKey } from '@/features/shop/lib/malls';
import { getLang } from '@/shared/i18n/i18n';
import { readId } from '@/shared/lib/query-params';
import { useSession } from '@/shared/session/session-store';
import { queryClient } from '../query-client';
import { prefetch } from './prefetch';
import { pageRoute } from './page-route';
import { requireSession } from './require-session';

/**
 * Asks for the products the mall page will show while its code downloads (the keys are the
 * page's own), so the pictures can follow as soon as it renders; `alongside`, what else the route
 * shows.
 */
function prefetchMall(mall: MallKey, ...alongside: Array<() => Promise<unknown>>): LoaderFunction {
  return ({ request }) => {
    const filters = readFilters(new URL(request.url).searchParams);
    const code = mallCategory(mall, filters);
    const lang = getLang();
    const categories = getCategoriesQueryOptions(malls[mall].type, lang);
    const products = (categoryId?: number) =>
      queryClient.prefetchQuery(
        getProductsQueryOptions(mallProductQuery(mall, filters, categoryId), lang),
      );
    if (!code)
      return prefetch(
        () => queryClient.prefetchQuery(categories),
        () => products(),
        ...alongside,
      );
    // A category is asked for by its id, known once the categories are in.
    return prefetch(
      () =>
        queryClient
          .fetchQuery(categories)
          .then((list) => list.find((item) => item.code === code))
          .then((found) => (found ? products(found.id) : undefined))
          .catch(() => undefined),
      ...alongside,
    );
  };
}

/** The points leaders' first page, shown under the points mall's products. */
const prefetchRankBoard = () =>
  queryClient.prefetchQuery(
    getRankListQueryOptions(FIRST_RANK_PERIOD, 1, useSession.getState().token),
  );

/** The product the page will show, asked for while its code downloads. */
const prefetchProduct: LoaderFunction = ({ request }) => {
  const id = readId(new URL(request.url).searchParams);
  if (id === null) return null;
  return prefetch(() =>
    queryClient.prefetchQuery(getProductQueryOptions(id, getLang(), useSession.getState().token)),
  );
};

/** A mall page: one component, configured by the route it is mounted at, without antd. */
function mallRoute(mall: MallKey): RouteObject {
  return pageRoute(
    mall,
    async () => {
      const { MallRoute } = await import('@/features/shop/routes/mall');
      return () => <MallRoute mall={mall} />;
    },
    { loader: prefetchMall(mall) },
  );
}

/** The shop: both malls and their category pages, the artworks showcase and the product page. */
export const shopRoutes: RouteObject[] = [
  mallRoute('globalShop'),
  mallRoute('artPeripherals'),
  mallRoute('figure'),
  // The points mall shows the points leaders under its products.
  pageRoute(
    'pointsMall',
    async () => {
      const [{ MallRoute }, { RankList }] = await Promise.all([
        import('@/features/shop/routes/mall'),
        import('@/features/points/rank/rank-list'),
      ]);
      return () => (
        <>
          <MallRoute mall="pointsMall" />
          <RankList layout="page" />
        </>
      );
    },
    { loader: prefetchMall('pointsMall', prefetchRankBoard) },
  ),
  pageRoute('art', async () => (await import('@/features/shop/routes/art')).ArtRoute, {
    antd: true,
  }),
  // Painted without antd too: only the large view and the added-to-cart toast bring it along.
  // A product sold by draw shows its drop under the buy buttons.
  pageRoute('productDetail', async () => (await import('./product-page')).ProductPage, {
    loader: prefetchProduct,
  }),
  pageRoute('drop', async () => (await import('@/features/drop/routes/drop-page')).DropPageRoute),
  pageRoute(
    'playGame',
    async () => {
      const [{ PlayGameRoute }, { RankList }] = await Promise.all([
        import('@/features/points/game/routes/play-game'),
        import('@/features/points/rank/rank-list'),
      ]);
      return () => <PlayGameRoute rankList={<RankList />} />;
    },
    { antd: true, loader: requireSession },
  ),
];
