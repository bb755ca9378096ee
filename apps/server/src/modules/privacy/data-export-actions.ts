import type { ModuleHandlers } from '../action-handler';
import type { DataExportService } from './data-export-service';

/** Download my data. */
export const dataExportActions = {
  dataExportCreate: ({ input, user, services }) => services.dataExport.createTicket(user, input),
} satisfies ModuleHandlers<{ dataExport: DataExportService }>;
