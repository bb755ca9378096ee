import { renderRoute } from '@/shared/testing/render-route';
import type { AuthLinks } from '../auth-links';

export const testLinks: AuthLinks = {
  about: { path: '/about' },
  admin: { path: '/admin' },
  forgotPassword: { path: '/forgotPassword' },
  login: { path: '/login' },
  myCenter: { path: '/myCenter' },
  qrLogin: { path: '/qrLogin' },
  register: { path: '/register' },
  richText: { path: '/richText' },
};

/** Renders a page of this feature at `at`; see `renderRoute`. */
export const renderAuth = renderRoute;
