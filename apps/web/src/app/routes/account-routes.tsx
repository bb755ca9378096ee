import type { RouteObject } from 'react-router';

/** Signing in and out: login, registration, password reset, the phone's QR confirmation. */
export const accountRoutes: RouteObject[] = [];
