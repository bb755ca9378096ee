let firstPageShown = false;

/** The document's first page has rendered: from now on loaders only warm the query cache. */
export function markFirstPageShown(): void {
  firstPageShown = true;
}

/**
 * What a loader does here: it starts the page's data requests, which then travel alongside the
 * page's code instead of after it.
 *
 * On the document's first page the loader waits for them (they are already on their way with the
 * code): the page then paints once and whole, instead of painting its loading state and doing the
 * whole render and layout again right after, while a phone is trying to answer the reader. A
 * request that fails does not hold the page: it shows its own error and retry. Later navigations
 * do not wait: the page shows its own loading state, and a filter changed on the page answers at
 * once.
 */
export function prefetch(...requests: Array<() => Promise<unknown>>): Promise<null> | null {
  const started = requests.map((start) => start());
  if (firstPageShown) return null;
  return Promise.allSettled(started).then(() => null);
}
