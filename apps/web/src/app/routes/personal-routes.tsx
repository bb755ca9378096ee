import type { RouteObject } from 'react-router';

/** The personal area (`myInfo`): personal centre, profile, account security; and `/admin`. */
export const personalRoutes: RouteObject[] = [];
