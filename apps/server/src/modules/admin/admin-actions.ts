import type { ModuleHandlers } from '../action-handler';
import type { SettingsRepository } from '../settings/settings-repository';
import { auditActionChoices } from './audit-labels';
import type { AuditService } from './audit-service';

export const adminActions = {
  auditList: async ({ input, services, lang }) =>
    services.audit.list(input, (await services.settings.shop()).time_zone, lang),
  auditActions: ({ lang }) => auditActionChoices(lang),
} satisfies ModuleHandlers<{ audit: AuditService; settings: SettingsRepository }>;
