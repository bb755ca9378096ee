import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the artist pages link to. The app owns the path table and hands these in, since a
 * feature does not import the app.
 */
export type ArtistPaths = Record<
  'artistTeam' | 'followDetails' | 'myFollowing' | 'login',
  { path: string }
>;

const ArtistPathsContext = createContext<ArtistPaths | null>(null);

export function ArtistPathsProvider({
  paths,
  children,
}: {
  paths: ArtistPaths;
  children: ReactNode;
}) {
  return <ArtistPathsContext value={paths}>{children}</ArtistPathsContext>;
}

export function useArtistPaths(): ArtistPaths {
  const paths = useContext(ArtistPathsContext);
  if (!paths) throw new Error('useArtistPaths needs an ArtistPathsProvider');
  return paths;
}

/** The profile page of one artist. */
export function artistPath(paths: ArtistPaths, id: number): string {
  return `${paths.followDetails.path}?id=${id}`;
}
