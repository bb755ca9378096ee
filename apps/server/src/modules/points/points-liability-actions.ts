import { EXPIRING_WINDOW_DAYS } from '@atelier/contract/points-codes';
import { AppError } from '../../errors';
import { dayIn, dayRangeIn } from '../../lib/time';
import type { ModuleHandlers } from '../action-handler';
import type { SettingsRepository } from '../settings/settings-repository';
import { addDays } from './lot-expiry';
import type { PointsLiability } from './points-liability';

/** The longest stretch of days the panel shows at once. */
export const LIABILITY_MAX_DAYS = 92;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The console's points liability panel. */
export const pointsLiabilityActions = {
  pointsLiability: async ({ input, services }) => {
    const now = services.clock.now();
    const { time_zone: timeZone } = await services.settings.shop();
    const to = input.to ?? dayIn(now, timeZone);
    const from = input.from ?? addDays(to, -29);
    if (from > to) throw new AppError('pointsDaysBackwards');
    if (daysBetween(from, to) >= LIABILITY_MAX_DAYS) {
      throw new AppError('pointsDaysTooMany', { days: LIABILITY_MAX_DAYS });
    }
    const { start, end } = dayRangeIn({ from, to }, timeZone);
    const [owed, expiring, days] = await Promise.all([
      services.pointsLiability.outstanding(),
      services.pointsLiability.expiringBy(now + EXPIRING_WINDOW_DAYS * 86_400_000),
      services.pointsLiability.days(start!, end!, timeZone),
    ]);
    return { from, to, ...owed, expiring_30d: expiring, days };
  },
} satisfies ModuleHandlers<{
  pointsLiability: PointsLiability;
  settings: SettingsRepository;
  clock: { now(): number };
}>;
