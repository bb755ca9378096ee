import type { AuthUser } from '../../kernel/identity';
import type { ModuleHandlers } from '../action-handler';
import type { ContentPreview, PageReaders } from './content-preview-service';

type Services = PageReaders & { contentPreview: ContentPreview };

interface PageRequest {
  input: { preview?: boolean };
  services: Services;
  user: AuthUser | null;
}

/** Reads a page of the live site, or of the previewed one when staff ask for it (`preview`). */
const reader =
  ({ input, services, user }: PageRequest) =>
  <T>(read: (readers: PageReaders) => Promise<T>) =>
    services.contentPreview.read(services, input.preview, user, read);

export const contentActions = {
  // The about page and the links are the site's, previewed with the drafts like every page here:
  // the preview reads the site, so these handlers sit in content, above the site module.
  company: (ctx) => reader(ctx)((r) => r.site.company(ctx.lang)),
  getLink: (ctx) => reader(ctx)((r) => r.site.links(ctx.lang)),
  business: (ctx) => reader(ctx)((r) => r.content.storyPage('business', ctx.lang)),
  idea: (ctx) => reader(ctx)((r) => r.content.storyPage('idea', ctx.lang)),
  city: (ctx) => reader(ctx)((r) => r.content.storyPage('city', ctx.lang)),
  founder: (ctx) => reader(ctx)((r) => r.content.founder(ctx.lang)),
  gallery: (ctx) => reader(ctx)((r) => r.content.gallery(ctx.input, ctx.lang)),
  coreTeam: (ctx) => reader(ctx)((r) => r.content.coreTeam(ctx.lang)),
  process: (ctx) => reader(ctx)((r) => r.content.processes(ctx.lang)),
  processInfo: (ctx) => reader(ctx)((r) => r.content.process(ctx.input, ctx.lang)),
  technology: (ctx) => reader(ctx)((r) => r.content.technologies(ctx.lang)),
  technologyInfo: (ctx) => reader(ctx)((r) => r.content.technology(ctx.input, ctx.lang)),
  newsList: (ctx) => reader(ctx)((r) => r.content.newsList(ctx.input, ctx.lang)),
  newsInfo: (ctx) => reader(ctx)((r) => r.content.news(ctx.input, ctx.lang)),
  richText: (ctx) => reader(ctx)((r) => r.content.richText(ctx.input, ctx.lang)),
  mr: (ctx) => reader(ctx)((r) => r.content.mr(ctx.lang)),
} satisfies ModuleHandlers<Services>;
