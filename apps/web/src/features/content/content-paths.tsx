import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the studio's content pages link to. The app owns the path table and hands these in,
 * since a feature does not import the app.
 */
export type ContentPaths = Record<
  | 'process'
  | 'processDetail'
  | 'technology'
  | 'technologyDetail'
  | 'news'
  | 'newsDetail'
  | 'richText'
  | 'about',
  { path: string }
>;

const ContentPathsContext = createContext<ContentPaths | null>(null);

export function ContentPathsProvider({
  paths,
  children,
}: {
  paths: ContentPaths;
  children: ReactNode;
}) {
  return <ContentPathsContext value={paths}>{children}</ContentPathsContext>;
}

export function useContentPaths(): ContentPaths {
  const paths = useContext(ContentPathsContext);
  if (!paths) throw new Error('useContentPaths needs a ContentPathsProvider');
  return paths;
}

/** A detail page's address: the spec declares no route parameters, so the id rides in the query. */
export function withId(path: string, id: number): string {
  return `${path}?id=${id}`;
}

/** A kept text's address, as the footer and the registration page link to it. */
export function withKey(path: string, key: string): string {
  return `${path}?key=${key}`;
}
