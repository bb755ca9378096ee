import type { ModuleHandlers } from '../action-handler';
import type { ContentService } from './content-service';

export const contentActions = {
  business: ({ services, lang }) => services.content.storyPage('business', lang),
  idea: ({ services, lang }) => services.content.storyPage('idea', lang),
  city: ({ services, lang }) => services.content.storyPage('city', lang),
  founder: ({ services, lang }) => services.content.founder(lang),
  gallery: ({ input, services, lang }) => services.content.gallery(input, lang),
  coreTeam: ({ services, lang }) => services.content.coreTeam(lang),
  process: ({ services, lang }) => services.content.processes(lang),
  processInfo: ({ input, services, lang }) => services.content.process(input, lang),
  technology: ({ services, lang }) => services.content.technologies(lang),
  technologyInfo: ({ input, services, lang }) => services.content.technology(input, lang),
  newsList: ({ input, services, lang }) => services.content.newsList(input, lang),
  newsInfo: ({ input, services, lang }) => services.content.news(input, lang),
  richText: ({ input, services, lang }) => services.content.richText(input, lang),
  mr: ({ services, lang }) => services.content.mr(lang),
} satisfies ModuleHandlers<{ content: ContentService }>;
