import type { RouteObject } from 'react-router';
import { accountCancelRoutes } from './account-cancel-routes';
import { accountRoutes } from './account-routes';
import { artistRoutes } from './artist-routes';
import { authenticityRoutes } from './authenticity-routes';
import { cartRoutes } from './cart-routes';
import { communityRoutes } from './community-routes';
import { contentRoutes } from './content-routes';
import { hiringRoutes } from './hiring-routes';
import { orderRoutes } from './order-routes';
import { personalRoutes } from './personal-routes';
import { shopRoutes } from './shop-routes';
import { studioRoutes } from './studio-routes';

/** The pages beyond /about and the 404, children of the layout (see `router.tsx`). */
export const pageRoutes: RouteObject[] = [
  ...accountRoutes,
  ...personalRoutes,
  ...shopRoutes,
  ...artistRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...studioRoutes,
  ...contentRoutes,
  ...hiringRoutes,
  ...communityRoutes,
  ...authenticityRoutes,
  ...accountCancelRoutes,
];
