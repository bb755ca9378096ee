import type { ModuleHandlers } from '../action-handler';
import type { DropConsole } from './drop-console';

/** Drops in the console (`catalog`). */
export const dropConsoleActions = {
  dropList: ({ input, services, lang }) => services.dropConsole.list(input, lang),
  dropGet: ({ input, services, lang }) => services.dropConsole.get(input.id, lang),
  dropSave: ({ input, services, audit, lang }) => services.dropConsole.save(input, audit, lang),
  dropDelete: ({ input, services, audit }) => services.dropConsole.remove(input, audit),
  dropEntries: ({ input, services }) => services.dropConsole.entries(input),
  dropDraw: ({ input, services, audit, lang }) => services.dropConsole.draw(input, audit, lang),
  dropExport: ({ input, services, lang }) => services.dropConsole.exportCsv(input, lang),
} satisfies ModuleHandlers<{ dropConsole: DropConsole }>;
