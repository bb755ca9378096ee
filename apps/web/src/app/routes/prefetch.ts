/**
 * What a loader does here: it only warms the query cache, without waiting. The data requests
 * then travel alongside the page's code instead of after it, and the page still shows its own
 * loading state.
 */
export function prefetch(...requests: Array<() => Promise<unknown>>): null {
  for (const start of requests) void start();
  return null;
}
