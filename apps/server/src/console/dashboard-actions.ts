import type { ModuleHandlers } from '../modules/action-handler';
import type { Clock } from '../lib/clock';
import type { SettingsRepository } from '../modules/settings/settings-repository';
import type { DashboardService } from './dashboard-service';

/** Console actions; the dispatcher admits only staff with each one's permission. */
export const dashboardActions = {
  dashboardStats: async ({ input, services, lang }) =>
    services.dashboard.stats(
      input,
      (await services.settings.shop()).time_zone,
      lang,
      services.clock.now(),
    ),
} satisfies ModuleHandlers<{
  dashboard: DashboardService;
  settings: SettingsRepository;
  clock: Clock;
}>;
