import type { RouteObject } from 'react-router';

/**
 * The studio's company pages: business, ideas, city, founder, gallery, core team, contact and
 * the Super Individual programme.
 * Only lazy imports here: the router is in the first load of /about.
 */
export const studioRoutes: RouteObject[] = [];
