import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the studio pages link to. The app owns the path table and hands these in, since a
 * feature does not import the app.
 */
export type StudioPaths = Record<
  | 'about'
  | 'business'
  | 'idea'
  | 'city'
  | 'founder'
  | 'coreTeam'
  | 'artistTeam'
  | 'gallery'
  | 'connection'
  | 'globalShop'
  | 'joinUs'
  | 'joinUsDetails',
  { path: string }
>;

const StudioPathsContext = createContext<StudioPaths | null>(null);

export function StudioPathsProvider({
  paths,
  children,
}: {
  paths: StudioPaths;
  children: ReactNode;
}) {
  return <StudioPathsContext value={paths}>{children}</StudioPathsContext>;
}

export function useStudioPaths(): StudioPaths {
  const paths = useContext(StudioPathsContext);
  if (!paths) throw new Error('useStudioPaths needs a StudioPathsProvider');
  return paths;
}

/** One open position of the join-us pages. */
export function positionPath(paths: StudioPaths, id: number): string {
  return `${paths.joinUsDetails.path}?id=${id}`;
}

/** The join-us list narrowed to the programme's intakes. */
export function programmeListPath(paths: StudioPaths): string {
  return `${paths.joinUs.path}?kind=programme`;
}
