import { redirect, type RouteObject } from 'react-router';
import { withAntd } from '../antd/antd-scope';
import { lazyRoute } from '../errors/lazy-route';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { childSegment, paths } from '@/shared/config/paths';
import { addressRoutes } from './cart-routes';
import { myOrderRoutes } from './order-routes';
import { pageRoute } from './page-route';
import { requireSession } from './require-session';

/** The personal area (`myInfo`): personal centre, favourites, profile, account security. */
export const personalRoutes: RouteObject[] = [
  {
    id: 'myInfo',
    path: childSegment(paths.my.path),
    loader: () => redirect(paths.myCenter.href()),
  },
  {
    id: 'personal',
    loader: requireSession,
    lazy: lazyRoute(
      withAntd(async () => {
        const { PersonalPage } = await import('./personal-page');
        return { Component: PersonalPage };
      }),
    ),
    ErrorBoundary: RouteErrorBoundary,
    children: [
      ...addressRoutes,
      ...myOrderRoutes,
      pageRoute(
        'myCenter',
        async () => {
          const [{ MyCenterRoute }, { SignInPanel }] = await Promise.all([
            import('@/features/account/routes/my-center'),
            import('@/features/points/sign-in/sign-in-panel'),
          ]);
          return function MyCenterPage() {
            return <MyCenterRoute signIn={<SignInPanel />} />;
          };
        },
        { antd: true },
      ),
      pageRoute(
        'myDrops',
        async () => (await import('@/features/drop/routes/my-drops')).MyDropsRoute,
        { antd: true },
      ),
      pageRoute(
        'myColle',
        async () => (await import('@/features/shop/routes/my-collection')).MyCollectionRoute,
        { antd: true },
      ),
      pageRoute(
        'myAccount',
        async () => {
          const [{ MyAccountRoute }, { SignInPanel }] = await Promise.all([
            import('@/features/points/account/my-account'),
            import('@/features/points/sign-in/sign-in-panel'),
          ]);
          return function MyAccountPage() {
            return <MyAccountRoute signIn={<SignInPanel />} />;
          };
        },
        { antd: true },
      ),
      pageRoute(
        'editProfile',
        async () => (await import('@/features/account/routes/edit-profile')).EditProfileRoute,
        { antd: true },
      ),
      pageRoute(
        'security',
        async () => (await import('@/features/account/routes/security')).SecurityRoute,
        { antd: true },
      ),
      pageRoute(
        'myData',
        async () => (await import('@/features/privacy/routes/my-data')).MyDataRoute,
        { antd: true },
      ),
      pageRoute(
        'communityCenter',
        async () =>
          (await import('@/features/community/routes/community-center')).CommunityCenterRoute,
        { antd: true },
      ),
      pageRoute(
        'mrExperience',
        async () => (await import('@/features/content/routes/content-pages')).MrExperienceRoute,
      ),
    ],
  },
];
