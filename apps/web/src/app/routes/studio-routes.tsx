import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { StudioPaths } from '@/features/studio/studio-paths';
import { lazyRoute } from '../errors/lazy-route';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { childSegment, paths, type PathName } from '../paths';

type StudioPage = ComponentType<{ paths: StudioPaths }>;

/** A studio page at its path, its code fetched on the first visit. */
function studioRoute(id: PathName, load: () => Promise<StudioPage>): RouteObject {
  return {
    id,
    path: childSegment(paths[id].path),
    lazy: lazyRoute(async () => {
      const Page = await load();
      return { Component: () => <Page paths={paths} /> };
    }),
    ErrorBoundary: RouteErrorBoundary,
  };
}

const story = (page: 'business' | 'idea' | 'city') =>
  studioRoute(page, async () => {
    const { StoryRoute } = await import('@/features/studio/routes/story');
    return (props) => <StoryRoute page={page} {...props} />;
  });

/**
 * The studio's company pages: business, ideas, city, founder, gallery, core team, contact and
 * the Super Individual programme.
 * Only lazy imports here: the router is in the first load of /about.
 */
export const studioRoutes: RouteObject[] = [
  story('business'),
  story('idea'),
  story('city'),
  studioRoute(
    'founder',
    async () => (await import('@/features/studio/routes/founder')).FounderRoute,
  ),
  studioRoute(
    'gallery',
    async () => (await import('@/features/studio/routes/gallery')).GalleryRoute,
  ),
  studioRoute(
    'coreTeam',
    async () => (await import('@/features/studio/routes/core-team')).CoreTeamRoute,
  ),
  studioRoute(
    'connection',
    async () => (await import('@/features/studio/routes/connection')).ConnectionRoute,
  ),
  studioRoute(
    'superIndividual',
    async () => (await import('@/features/studio/routes/super-individual')).SuperIndividualRoute,
  ),
];
