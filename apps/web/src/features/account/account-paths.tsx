import { createContext, useContext, type ReactNode } from 'react';
import type { PersonalPage } from './lib/personal-menu';

/**
 * Where the personal area links to. The app owns the path table; it hands it in here, since a
 * feature does not import the app.
 */
export type AccountPaths = Record<PersonalPage | 'login', { path: string }>;

const AccountPathsContext = createContext<AccountPaths | null>(null);

export function AccountPathsProvider({
  paths,
  children,
}: {
  paths: AccountPaths;
  children: ReactNode;
}) {
  return <AccountPathsContext value={paths}>{children}</AccountPathsContext>;
}

export function useAccountPaths(): AccountPaths {
  const paths = useContext(AccountPathsContext);
  if (!paths) throw new Error('useAccountPaths needs an AccountPathsProvider');
  return paths;
}
