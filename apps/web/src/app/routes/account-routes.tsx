import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AuthLinks } from '@/features/auth/auth-links';
import type { PathName } from '../paths';
import { pageRoute } from './page-route';

const authPages = () => import('@/features/auth/routes/auth-pages');
type AuthPages = Awaited<ReturnType<typeof authPages>>;

/** A sign-in page, built with antd; it knows the app's paths as the links it offers. */
function authRoute(
  name: PathName,
  pick: (pages: AuthPages) => ComponentType<{ links: AuthLinks }>,
): RouteObject {
  return pageRoute(
    name,
    async () => {
      const Page = pick(await authPages());
      return ({ paths }) => <Page links={paths} />;
    },
    { antd: true },
  );
}

/** Signing in and out: login, registration, password reset, the phone's QR confirmation. */
export const accountRoutes: RouteObject[] = [
  authRoute('login', (pages) => pages.LoginPage),
  authRoute('register', (pages) => pages.RegisterPage),
  authRoute('forgotPassword', (pages) => pages.ForgotPasswordPage),
  authRoute('qrLogin', (pages) => pages.QrLoginPage),
];
