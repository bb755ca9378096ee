import type { ModuleHandlers } from '../modules/action-handler';
import type { CustomerConsoleService } from './customer-console-service';

/**
 * Console actions; the dispatcher admits only staff with each one's permission, and to those
 * aimed at a staff account (`ACCOUNT_ACTIONS`) only an administrator.
 */
export const customerConsoleActions = {
  customerList: ({ input, services, lang }) => services.customers.list(input, lang),
  customerInfo: ({ input, services, lang, user }) => services.customers.info(input.id, lang, user),
  customerPoints: ({ input, services }) => services.customers.points(input),
  pointsAdjust: ({ input, services, audit }) => services.customers.adjustPoints(input, audit),
  customerDisable: ({ input, services, user, audit }) =>
    services.customers.disable(user, input, audit),
  customerEnable: ({ input, services, audit }) => services.customers.enable(input, audit),
  staffList: ({ input, services }) => services.customers.staff(input),
  staffRoleSet: ({ input, services, audit }) => services.customers.setRole(input, audit),
} satisfies ModuleHandlers<{ customers: CustomerConsoleService }>;
