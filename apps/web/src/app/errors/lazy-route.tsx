import type { ComponentType } from 'react';
import { RouteErrorView } from './route-error-view';

export interface LazyRouteModule {
  Component: ComponentType;
}

/**
 * A route's `lazy` that survives its code failing to download. React Router (7.18) renders no
 * part of a route whose `lazy` rejected, error element included, so the failure is turned into
 * a page that shows it. Nothing is lost by keeping that page: the browser keeps a failed module
 * import failed until the document reloads, which is what the page offers.
 */
export function lazyRoute(load: () => Promise<LazyRouteModule>): () => Promise<LazyRouteModule> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      return { Component: () => <RouteErrorView error={error} /> };
    }
  };
}
