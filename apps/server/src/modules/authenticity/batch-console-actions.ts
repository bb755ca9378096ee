import type { ModuleHandlers } from '../action-handler';
import { requestOrigin } from './request-origin';
import type { BatchConsole } from './batch-console';

/** Serial batches in the console (`serials`), and serials entered after shipping (`orders`). */
export const batchConsoleActions = {
  serialBatchList: ({ input, services, lang }) => services.serialBatches.list(input, lang),
  serialBatchInfo: ({ input, services, lang }) => services.serialBatches.info(input.id, lang),
  serialBatchCreate: ({ input, services, audit, lang }) =>
    services.serialBatches.create(input, audit, lang),
  serialBatchSerials: ({ input, services }) => services.serialBatches.serials(input),
  serialBatchLabels: ({ input, services, request, lang }) =>
    services.serialBatches.labels(input.id, requestOrigin(request), lang),
  serialBatchExport: ({ input, services, request, lang }) =>
    services.serialBatches.exportCsv(input.id, requestOrigin(request), lang),
  serialBatchRevoke: ({ input, services, audit, lang }) =>
    services.serialBatches.revoke(input, audit, lang),
  orderSerialAttach: ({ input, services, audit }) =>
    services.serialBatches.attachToOrder(input, audit),
} satisfies ModuleHandlers<{ serialBatches: BatchConsole }>;
