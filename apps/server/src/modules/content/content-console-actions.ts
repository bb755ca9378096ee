import type { ModuleHandlers } from '../action-handler';
import type { ContentConsole } from './content-console';

/** The studio's site in the console (`content`): editors and admins. */
export const contentConsoleActions = {
  contentList: ({ input, services }) => services.contentConsole.list(input),
  contentInfo: ({ input, services, lang }) => services.contentConsole.info(input, lang),
  contentSave: ({ input, services, audit }) => services.contentConsole.save(input, audit),
  contentPublish: ({ input, services, audit }) => services.contentConsole.publish(input, audit),
  contentUnpublish: ({ input, services, audit }) => services.contentConsole.unpublish(input, audit),
  contentDiscard: ({ input, services, audit }) => services.contentConsole.discard(input, audit),
  contentDelete: ({ input, services, audit }) => services.contentConsole.remove(input, audit),
  contentReorder: ({ input, services, audit }) => services.contentConsole.reorder(input, audit),
} satisfies ModuleHandlers<{ contentConsole: ContentConsole }>;
