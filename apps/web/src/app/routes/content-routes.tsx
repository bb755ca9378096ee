import type { RouteObject } from 'react-router';

/**
 * The studio's processes, technology, news and kept texts (agreement, privacy policy...).
 * Only lazy imports here: the router is in the first load of /about.
 */
export const contentRoutes: RouteObject[] = [];
