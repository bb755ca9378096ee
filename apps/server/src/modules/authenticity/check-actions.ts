import type { ModuleHandlers } from '../action-handler';
import type { SerialCheckService } from './serial-check';

/** The authenticity check, and the console's watch over checks (`authenticity`). */
export const checkActions = {
  qrCode: ({ input, services, user, request }) =>
    services.serialChecks.check(input, {
      userId: user?.id ?? null,
      device: input.device ?? null,
      ip: request.ip,
    }),
  serialLookup: ({ input, services }) => services.serialChecks.lookup(input),
  serialAlertList: ({ input, services }) => services.serialChecks.alerts(input),
  serialAlertDecide: ({ input, services, audit }) =>
    services.serialChecks.acknowledge(input, audit),
} satisfies ModuleHandlers<{ serialChecks: SerialCheckService }>;
