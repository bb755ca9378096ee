import type { ModuleHandlers } from '../action-handler';
import type { ApplicationConsole } from './application-console';
import type { PositionConsole } from './position-console';

/** Job postings (`content`) and the applications inbox (`hiring`) in the console. */
export const hiringConsoleActions = {
  positionList: ({ input, services, lang }) => services.positions.list(input, lang),
  positionInfo: ({ input, services, lang }) => services.positions.info(input.id, lang),
  positionSave: ({ input, services, audit, lang }) => services.positions.save(input, audit, lang),
  applicationList: ({ input, services, lang }) => services.applications.list(input, lang),
  applicationInfo: ({ input, services, lang }) => services.applications.info(input.id, lang),
  applicationMove: ({ input, services, audit, lang }) =>
    services.applications.move(input, audit, lang),
  applicationExport: ({ input, services, lang }) => services.applications.exportCsv(input, lang),
} satisfies ModuleHandlers<{ positions: PositionConsole; applications: ApplicationConsole }>;
