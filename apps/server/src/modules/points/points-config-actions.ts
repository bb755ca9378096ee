import { oddsOf } from '@atelier/contract/fairness';
import type { ModuleHandlers } from '../action-handler';
import type { SettingsRepository } from '../settings/settings-repository';
import type { PointsConfig } from './points-config';

/** The points rules and the game's, as anyone may read them before taking part. */
export const pointsConfigActions = {
  scoreConfig: async ({ services }) => {
    const [rules, shop] = await Promise.all([
      services.pointsConfig.current('score'),
      services.settings.shop(),
    ]);
    return { ...rules, time_zone: shop.time_zone };
  },
  gameConfig: async ({ services }) => {
    const rules = await services.pointsConfig.current('game');
    const odds = oddsOf(rules.prizes.map((prize) => prize.weight));
    return {
      ...rules,
      prizes: rules.prizes.map((prize, index) => ({ ...prize, odds: odds[index] ?? '0.00%' })),
    };
  },
} satisfies ModuleHandlers<{ pointsConfig: PointsConfig; settings: SettingsRepository }>;
