import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLang } from '@/shared/i18n/i18n';
import { queryClient } from './query-client';
import { useRootFont } from './root-font';

/**
 * App-wide providers. antd's ConfigProvider and App are not here: they arrive with the first
 * page that uses antd (see `antd/antd-scope.tsx`).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useRootFont(useLang());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
