import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

type Root = ComponentType<{ children: ReactNode }>;

/*
 * antd (with its style engine) is about half of what /about would otherwise download first,
 * and /about uses none of it. So the antd root is loaded by the first route that needs it, and
 * from then on wraps the pages for the rest of the visit. It is set before that route renders,
 * so wrapping coincides with a page change and never remounts a page the reader is looking at.
 */
let loadedRoot: Root | null = null;
const listeners = new Set<() => void>();

export function loadAntdRoot(): Promise<Root> {
  if (loadedRoot) return Promise.resolve(loadedRoot);
  return import('@/shared/ui/antd-root').then(({ AntdRoot }) => {
    loadedRoot ??= AntdRoot;
    for (const listener of listeners) listener();
    return loadedRoot;
  });
}

/** For a page built with antd: `lazy: lazyRoute(withAntd(async () => ...))` in the route table. */
export function withAntd<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [route] = await Promise.all([load(), loadAntdRoot()]);
    return route;
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => loadedRoot;

/** Wraps the pages in the antd root once some route has loaded it; until then renders as is. */
export function AntdScope({ children }: { children: ReactNode }) {
  const Root = useSyncExternalStore(subscribe, snapshot, snapshot);
  // Root is the module-level singleton above, the same component on every render once set.
  // eslint-disable-next-line react-hooks/static-components
  return Root ? <Root>{children}</Root> : children;
}
