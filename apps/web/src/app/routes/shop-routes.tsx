import type { RouteObject } from 'react-router';

export const shopRoutes: RouteObject[] = [];
