import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AuthLinks } from '@/features/auth/auth-links';
import type * as AuthPages from '@/features/auth/routes/auth-pages';
import { withAntd } from '../antd/antd-scope';
import { lazyRoute, type LazyRouteModule } from '../errors/lazy-route';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { childSegment, paths } from '../paths';

/** A sign-in page, loaded with antd and given the app's paths to link to. */
function authPage(
  pick: (pages: typeof AuthPages) => ComponentType<{ links: AuthLinks }>,
): () => Promise<LazyRouteModule> {
  return lazyRoute(
    withAntd(async () => {
      const Page = pick(await import('@/features/auth/routes/auth-pages'));
      return { Component: () => <Page links={paths} /> };
    }),
  );
}

/** Signing in and out: login, registration, password reset, the phone's QR confirmation. */
export const accountRoutes: RouteObject[] = [
  {
    id: 'login',
    path: childSegment(paths.login.path),
    lazy: authPage((pages) => pages.LoginPage),
    ErrorBoundary: RouteErrorBoundary,
  },
  {
    id: 'register',
    path: childSegment(paths.register.path),
    lazy: authPage((pages) => pages.RegisterPage),
    ErrorBoundary: RouteErrorBoundary,
  },
  {
    id: 'forgotPassword',
    path: childSegment(paths.forgotPassword.path),
    lazy: authPage((pages) => pages.ForgotPasswordPage),
    ErrorBoundary: RouteErrorBoundary,
  },
  {
    id: 'qrLogin',
    path: childSegment(paths.qrLogin.path),
    lazy: authPage((pages) => pages.QrLoginPage),
    ErrorBoundary: RouteErrorBoundary,
  },
];
