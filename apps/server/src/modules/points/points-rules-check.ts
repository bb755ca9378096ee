import type { Lang } from '@atelier/contract';
import { AppError } from '../../errors';
import { fieldLabel } from '../../i18n/messages';
import type { Rules } from './points-config';

function notNegative(what: string, points: number): void {
  if (points < 0) throw new AppError('pointsNegative', { what, points });
}

/**
 * What no single field of the points rules can say: bonuses inside the cycle and once each, a
 * number of days for expiry by days, levels from 0 strictly upwards. Answers the rules as they
 * are stored (no days kept with "never", bonuses by day).
 */
export function checkScoreRules(rules: Rules<'score'>, lang: Lang): Rules<'score'> {
  notNegative(fieldLabel('sign_points', lang), rules.sign_points);
  const seen = new Set<number>();
  for (const bonus of rules.streak.bonuses) {
    notNegative(fieldLabel('streak', lang), bonus.points);
    if (bonus.day > rules.streak.cycle_days) {
      throw new AppError('pointsBonusBeyondCycle', {
        day: bonus.day,
        cycle: rules.streak.cycle_days,
      });
    }
    if (seen.has(bonus.day)) throw new AppError('pointsBonusTwice', { day: bonus.day });
    seen.add(bonus.day);
  }
  if (rules.expiry.policy === 'days' && rules.expiry.days === null) {
    throw new AppError('pointsExpiryDaysMissing');
  }
  const [first] = rules.levels;
  if (!first || first.threshold !== 0) throw new AppError('pointsLevelsStart');
  rules.levels.reduce((previous, level) => {
    if (level.threshold <= previous.threshold) {
      throw new AppError('pointsLevelsOrder', {
        name: level.name[lang],
        threshold: level.threshold,
        previous: previous.threshold,
      });
    }
    return level;
  });
  return {
    ...rules,
    streak: { ...rules.streak, bonuses: [...rules.streak.bonuses].sort((a, b) => a.day - b.day) },
    expiry: rules.expiry.policy === 'never' ? { policy: 'never', days: null } : rules.expiry,
  };
}

/**
 * What no single field of the game's rules can say: some prize must be possible, and no prize
 * may exceed the daily payout budget (it could never be paid).
 */
export function checkGameRules(rules: Rules<'game'>, lang: Lang): Rules<'game'> {
  notNegative(fieldLabel('cost', lang), rules.cost);
  notNegative(fieldLabel('daily_budget', lang), rules.daily_budget);
  for (const prize of rules.prizes) {
    notNegative(prize.name[lang], prize.points);
    notNegative(prize.name[lang], prize.weight);
  }
  if (rules.prizes.reduce((sum, prize) => sum + prize.weight, 0) === 0) {
    throw new AppError('gameWeightsZero');
  }
  const over = rules.prizes.find((prize) => prize.points > rules.daily_budget);
  if (over) {
    throw new AppError('gamePrizeOverBudget', {
      name: over.name[lang],
      points: over.points,
      budget: rules.daily_budget,
    });
  }
  return rules;
}
