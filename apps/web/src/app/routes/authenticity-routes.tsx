import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

/**
 * The authenticity check, open to everyone (an owner signed in also sees their serial's panel),
 * and an owner's printable certificate. Only lazy imports here.
 */
export const authenticityRoutes: RouteObject[] = [
  pageRoute(
    'appraisal',
    async () => (await import('@/features/authenticity/routes/appraisal')).AppraisalRoute,
    { antd: true },
  ),
  pageRoute(
    'appraisalCertificate',
    async () => (await import('@/features/authenticity/routes/certificate')).CertificateRoute,
    { antd: true },
  ),
];
