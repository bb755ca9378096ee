import type { ModuleHandlers } from '../action-handler';
import type { Clock } from '../../lib/clock';
import type { ShopSettingsService } from './shop-settings-service';

/** Console actions; the dispatcher admits only staff with each one's permission. */
export const settingsConsoleActions = {
  settingsInfo: ({ input, services }) => services.shopSettings.info(input),
  settingsSave: ({ input, services, audit }) =>
    services.shopSettings.save(input, audit, services.clock.now()),
} satisfies ModuleHandlers<{ shopSettings: ShopSettingsService; clock: Clock }>;
