import type { ModuleHandlers } from '../action-handler';
import type { Services } from '../../services';

export const adminActions = {
  auditList: async ({ input, services }) =>
    services.audit.list(input, (await services.settings.shop()).time_zone),
} satisfies ModuleHandlers<Services>;
