import type { Clock } from '../../lib/clock';
import type { ModuleHandlers } from '../action-handler';
import type { AuditService } from '../admin/audit-service';
import type { OrderConsoleService } from './order-console-service';

/** Console actions; the dispatcher admits only staff with the `orders` permission. */
export const orderConsoleActions = {
  orderAdminList: ({ input, services, lang }) => services.orderConsole.list(input, lang),
  orderAdminInfo: async ({ input, services, lang }) => {
    const [order, history] = await Promise.all([
      services.orderConsole.info(input.id, lang),
      services.audit.history('order', input.id, lang),
    ]);
    return { ...order, history };
  },
  orderShip: ({ input, services, lang, audit }) =>
    services.orderConsole.ship(input, lang, services.clock.now(), audit),
  orderTrack: ({ input, services, lang, audit }) =>
    services.orderConsole.track(input, lang, services.clock.now(), audit),
  orderShipBatch: ({ input, services, lang, audit }) =>
    services.orderConsole.shipBatch(input.csv, lang, services.clock.now(), audit),
  orderRefund: ({ input, services, audit }) =>
    services.orderConsole.refund(input, services.clock.now(), audit),
  orderExport: ({ input, services, lang }) =>
    services.orderConsole.export(input, lang, services.clock.now()),
} satisfies ModuleHandlers<{
  orderConsole: OrderConsoleService;
  audit: AuditService;
  clock: Clock;
}>;
