import type { RouteObject } from 'react-router';

export const artistRoutes: RouteObject[] = [];
