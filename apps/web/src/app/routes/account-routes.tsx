import type { RouteObject } from 'react-router';
import type { PathName } from '@/shared/config/paths';
import { pageRoute, type PageComponent } from './page-route';

const authPages = () => import('@/features/account/auth/routes/auth-pages');
type AuthPages = Awaited<ReturnType<typeof authPages>>;

/** A sign-in page, built with antd. */
function authRoute(name: PathName, pick: (pages: AuthPages) => PageComponent): RouteObject {
  return pageRoute(name, async () => pick(await authPages()), { antd: true });
}

/** Signing in and out: login, registration, password reset, the phone's QR confirmation. */
export const accountRoutes: RouteObject[] = [
  authRoute('login', (pages) => pages.LoginRoute),
  authRoute('register', (pages) => pages.RegisterRoute),
  authRoute('forgotPassword', (pages) => pages.ForgotPasswordRoute),
  authRoute('qrLogin', (pages) => pages.QrLoginRoute),
];
