import { redirect, type RouteObject } from 'react-router';
import { childSegment, paths, type PathName } from '@/shared/config/paths';
import { pageRoute, type PageComponent } from './page-route';

/** The studio pages load as one download; none of them uses antd. */
const studioPages = () => import('@/features/studio/routes/studio-pages');
type StudioPages = Awaited<ReturnType<typeof studioPages>>;

function studioRoute(name: PathName, pick: (pages: StudioPages) => PageComponent) {
  return pageRoute(name, async () => pick(await studioPages()));
}

const story = (page: 'business' | 'idea' | 'city') =>
  studioRoute(page, ({ StoryRoute }) => () => <StoryRoute page={page} />);

/**
 * The studio's company pages: business, ideas, city, founder, gallery, core team, contact and
 * the Super Individual programme; and /home, the group they belong to with /about.
 */
export const studioRoutes: RouteObject[] = [
  // The home group's own path (spec section 2) opens the group at its first page.
  { path: childSegment('/home'), loader: () => redirect(paths.about.href()) },
  story('business'),
  story('idea'),
  story('city'),
  studioRoute('founder', (pages) => pages.FounderRoute),
  studioRoute('gallery', (pages) => pages.GalleryRoute),
  studioRoute('coreTeam', (pages) => pages.CoreTeamRoute),
  studioRoute('connection', (pages) => pages.ConnectionRoute),
  studioRoute('superIndividual', (pages) => pages.SuperIndividualRoute),
];
