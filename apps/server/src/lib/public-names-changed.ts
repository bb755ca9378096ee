import type { ResponseCache } from './response-cache';

/**
 * A customer's name or picture shows on their community posts: the pages kept for readers are
 * forgotten once either changes, wherever the change was made.
 */
export function publicNameChanged(cache: Pick<ResponseCache, 'invalidate'>): Promise<void> {
  return cache.invalidate('community');
}
