import type { ModuleHandlers } from '../action-handler';
import type { CustomerConsoleService } from './customer-console-service';

/** Console actions; the dispatcher admits only staff with each one's permission. */
export const customerConsoleActions = {
  customerList: ({ input, services, lang }) => services.customers.list(input, lang),
  customerInfo: ({ input, services, lang }) => services.customers.info(input.id, lang),
  customerPoints: ({ input, services }) => services.customers.points(input),
  pointsAdjust: ({ input, services, audit }) => services.customers.adjustPoints(input, audit),
  customerDisable: ({ input, services, user, audit }) =>
    services.customers.disable(user, input, audit),
  customerEnable: ({ input, services, audit }) => services.customers.enable(input, audit),
  staffList: ({ input, services }) => services.customers.staff(input),
  staffRoleSet: ({ input, services, audit }) => services.customers.setRole(input, audit),
} satisfies ModuleHandlers<{ customers: CustomerConsoleService }>;
