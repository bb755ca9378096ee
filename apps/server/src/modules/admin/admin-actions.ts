import type { ModuleHandlers } from '../action-handler';
import type { SettingsRepository } from '../settings/settings-repository';
import type { AuditService } from './audit-service';

export const adminActions = {
  auditList: async ({ input, services }) =>
    services.audit.list(input, (await services.settings.shop()).time_zone),
} satisfies ModuleHandlers<{ audit: AuditService; settings: SettingsRepository }>;
