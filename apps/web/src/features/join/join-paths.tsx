import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the join-us pages link to. The app owns the path table and hands these in, since a
 * feature does not import the app.
 */
export type JoinPaths = Record<
  'joinUs' | 'joinUsDetails' | 'login' | 'superIndividual',
  { path: string }
>;

const JoinPathsContext = createContext<JoinPaths | null>(null);

export function JoinPathsProvider({ paths, children }: { paths: JoinPaths; children: ReactNode }) {
  return <JoinPathsContext value={paths}>{children}</JoinPathsContext>;
}

export function useJoinPaths(): JoinPaths {
  const paths = useContext(JoinPathsContext);
  if (!paths) throw new Error('useJoinPaths needs a JoinPathsProvider');
  return paths;
}

/** The page of one position. */
export function positionPath(paths: JoinPaths, id: number): string {
  return `${paths.joinUsDetails.path}?id=${id}`;
}
