import type { ModuleHandlers } from '../action-handler';
import { clientAddress } from './request-origin';
import type { SerialCheckService } from './serial-check';

/** The authenticity check, and the console's watch over checks (`authenticity`). */
export const checkActions = {
  qrCode: ({ input, services, user, request, lang }) =>
    services.serialChecks.check(
      input,
      { userId: user?.id ?? null, device: input.device ?? null, ip: clientAddress(request) },
      lang,
    ),
  serialLookup: ({ input, services, lang }) => services.serialChecks.lookup(input, lang),
  serialAlertList: ({ input, services, lang }) => services.serialChecks.alerts(input, lang),
  serialAlertDecide: ({ input, services, audit }) =>
    services.serialChecks.acknowledge(input, audit),
} satisfies ModuleHandlers<{ serialChecks: SerialCheckService }>;
