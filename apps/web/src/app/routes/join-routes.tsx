import type { RouteObject } from 'react-router';

/**
 * Join-us: open positions, one position with its questionnaire and the application form.
 * Only lazy imports here: the router is in the first load of /about.
 */
export const joinRoutes: RouteObject[] = [];
