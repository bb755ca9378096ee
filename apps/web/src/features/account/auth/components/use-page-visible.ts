import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const read = () => document.visibilityState !== 'hidden';

/** False while the tab is in the background, so polling can rest. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}
