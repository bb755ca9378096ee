import { QueryClient } from '@tanstack/react-query';

/** One client for the app, shared by providers and route loaders that warm its cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Site content changes rarely; a minute avoids refetching on every page switch.
      staleTime: 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
