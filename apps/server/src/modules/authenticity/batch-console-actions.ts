import type { ModuleHandlers } from '../action-handler';
import { requestOrigin } from './request-origin';
import type { BatchConsole } from './batch-console';

/** Serial batches in the console (`serials`), and serials entered after shipping (`orders`). */
export const batchConsoleActions = {
  serialBatchList: ({ input, services }) => services.serialBatches.list(input),
  serialBatchInfo: ({ input, services }) => services.serialBatches.info(input.id),
  serialBatchCreate: ({ input, services, audit }) => services.serialBatches.create(input, audit),
  serialBatchSerials: ({ input, services }) => services.serialBatches.serials(input),
  serialBatchLabels: ({ input, services, request }) =>
    services.serialBatches.labels(input.id, requestOrigin(request)),
  serialBatchExport: ({ input, services, request }) =>
    services.serialBatches.exportCsv(input.id, requestOrigin(request)),
  serialBatchRevoke: ({ input, services, audit }) => services.serialBatches.revoke(input, audit),
  orderSerialAttach: ({ input, services, audit }) =>
    services.serialBatches.attachToOrder(input, audit),
} satisfies ModuleHandlers<{ serialBatches: BatchConsole }>;
