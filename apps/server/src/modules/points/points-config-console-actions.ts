import type { Clock } from '../../lib/clock';
import type { ModuleHandlers } from '../action-handler';
import type { AuditService } from '../admin/audit-service';
import type { PointsConfigConsole } from './points-config-console';

/** How many of the latest saves a rules screen shows from the audit trail. */
const HISTORY = 20;

/** Console actions; the dispatcher admits only staff with the `points` permission. */
export const pointsConfigConsoleActions = {
  scoreConfigInfo: async ({ input, services, lang }) => ({
    ...(await services.pointsConfigConsole.info('score', input)),
    history: await services.audit.history('score_config', 'score', lang, HISTORY),
  }),
  scoreConfigSave: ({ input, services, audit, lang }) =>
    services.pointsConfigConsole.save('score', input, audit, lang, services.clock.now()),
  gameConfigInfo: async ({ input, services, lang }) => ({
    ...(await services.pointsConfigConsole.info('game', input)),
    history: await services.audit.history('game_config', 'game', lang, HISTORY),
  }),
  gameConfigSave: ({ input, services, audit, lang }) =>
    services.pointsConfigConsole.save('game', input, audit, lang, services.clock.now()),
} satisfies ModuleHandlers<{
  pointsConfigConsole: PointsConfigConsole;
  audit: AuditService;
  clock: Clock;
}>;
