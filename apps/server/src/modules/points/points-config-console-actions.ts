import type { Clock } from '../../lib/clock';
import type { ModuleHandlers } from '../action-handler';
import type { PointsConfigConsole } from './points-config-console';

/** Console actions; the dispatcher admits only staff with the `points` permission. */
export const pointsConfigConsoleActions = {
  scoreConfigInfo: ({ input, services }) => services.pointsConfigConsole.info('score', input),
  scoreConfigSave: ({ input, services, audit, lang }) =>
    services.pointsConfigConsole.save('score', input, audit, lang, services.clock.now()),
  gameConfigInfo: ({ input, services }) => services.pointsConfigConsole.info('game', input),
  gameConfigSave: ({ input, services, audit, lang }) =>
    services.pointsConfigConsole.save('game', input, audit, lang, services.clock.now()),
} satisfies ModuleHandlers<{ pointsConfigConsole: PointsConfigConsole; clock: Clock }>;
