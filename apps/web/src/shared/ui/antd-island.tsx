import { createContext, lazy, Suspense, use, useEffect, useState, type ReactNode } from 'react';

/** True below the antd root: the theme, locale and app-bound feedback are already provided. */
export const InsideAntdRoot = createContext(false);

const IslandRoot = lazy(async () => ({ default: (await import('./antd-root')).AntdRoot }));

/** After the browser has painted and has time: requestIdleCallback where there is one. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 50);
  return () => window.clearTimeout(handle);
}

/**
 * The antd part of a page that paints without antd (the product's large view): the page's
 * text and pictures show first, and this part follows with antd, in its own root when the page
 * is not below one. It leaves the page-wide scope (app/antd/antd-scope) alone: switching that
 * on would remount the page under the reader.
 *
 * antd's download starts once the page is `ready` (its main content is on screen, its pictures
 * requested) and the browser is idle, so it does not compete with them. `fallback` holds the
 * part's place meanwhile, so nothing below it moves when it arrives.
 */
export function AntdIsland({
  children,
  fallback,
  ready = true,
}: {
  children: ReactNode;
  fallback: ReactNode;
  ready?: boolean;
}) {
  const inside = use(InsideAntdRoot);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => setIdle(true));
  }, [ready, idle]);
  if (!idle) return fallback;
  return (
    <Suspense fallback={fallback}>
      {inside ? children : <IslandRoot>{children}</IslandRoot>}
    </Suspense>
  );
}
