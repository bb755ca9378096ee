import { useSyncExternalStore } from 'react';

const wide = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(wide);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function read(): number {
  return window.matchMedia(wide).matches ? 3 : 2;
}

/** Three gallery columns from a tablet up, two on a phone. */
export function useColumnCount(): number {
  return useSyncExternalStore(subscribe, read, () => 3);
}
