import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { withAntd } from '../antd/antd-scope';
import { lazyRoute } from '../errors/lazy-route';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { childSegment, paths, type PathName } from '@/shared/config/paths';
import { pageHandle } from './page-titles';

/** A page's component; it reads the paths it links to from the shared paths config. */
export type PageComponent = ComponentType;

interface PageOptions {
  /** The page is built with antd, which then loads alongside it. */
  antd?: boolean;
  /** Runs before the page: `requireSession` for signed-in customers only. */
  loader?: LoaderFunction;
}

/**
 * A page at `paths[name]`: its code loads lazily (a failed download becomes the route error
 * page), and what it throws shows in the route's error boundary. The one way the route tables
 * declare a page, its title named by the route's `handle`; they load before any page's code, so they hold lazy imports and, beside a
 * loader, only what it needs to ask for the page's data.
 */
export function pageRoute(
  name: PathName,
  load: () => Promise<PageComponent>,
  { antd = false, loader }: PageOptions = {},
): RouteObject {
  const importPage = async () => {
    const Page = await load();
    return { Component: Page };
  };
  return {
    id: name,
    path: childSegment(paths[name].path),
    handle: pageHandle(name),
    ...(loader ? { loader } : {}),
    lazy: lazyRoute(antd ? withAntd(importPage) : importPage),
    ErrorBoundary: RouteErrorBoundary,
  };
}
