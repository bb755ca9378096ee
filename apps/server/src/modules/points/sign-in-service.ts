import { ownTables, type Connection } from '../../db/connection';
import type { ActionOutput, ActionParams } from '@atelier/contract';
import type { PointsTables } from '../../db/tables/points';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { dayIn } from '../../lib/time';
import type { SettingsRepository } from '../settings/settings-repository';
import type { PointsConfig, Rules } from './points-config';
import type { PointsService } from './points-service';
import { rulesInForce } from './rules-in-force';

const DAY = 86_400_000;

/** The calendar day before `day`. */
function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
}

/** Days in a month (YYYY-MM): its first and last. */
function monthSpan(month: string): { first: string; last: string } {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
  return { first: `${month}-01`, last };
}

/**
 * What the `streak`-th day in a row earns: the sign-in points and the bonus of its day in the
 * cycle (the table starts again after `cycle_days`).
 */
export function signInPoints(rules: Rules<'score'>, streak: number): number {
  const dayOfCycle = ((streak - 1) % rules.streak.cycle_days) + 1;
  const bonus = rules.streak.bonuses
    .filter((entry) => entry.day === dayOfCycle)
    .reduce((sum, entry) => sum + entry.points, 0);
  return rules.sign_points + bonus;
}

interface SignInDeps {
  points: PointsService;
  config: PointsConfig;
  settings: SettingsRepository;
  clock: Clock;
}

/**
 * The daily sign-in: once per calendar day in the shop's time zone. The unique (customer, day)
 * row decides, not a read before the write, so parallel calls reward exactly once.
 */
export function signInService(
  dbGiven: Connection,
  { points, config, settings, clock }: SignInDeps,
) {
  const db = ownTables<PointsTables>(dbGiven);
  /** The shop's day now and the rules in force. */
  async function context() {
    const [shop, rules] = await Promise.all([settings.shop(), config.current('score')]);
    const now = clock.now();
    return { now, today: dayIn(now, shop.time_zone), timeZone: shop.time_zone, rules };
  }

  return {
    async sign(userId: number): Promise<ActionOutput<'sign'>> {
      const now = clock.now();
      const { timeZone, score: rules, lastSignIn } = await rulesInForce(db, config, userId);
      const today = dayIn(now, timeZone);
      // Told at once; the unique (customer, day) row below still decides a race.
      if (lastSignIn?.day === today) throw new AppError('alreadySignedIn');
      // An earned credit: a new lot expiring by the rules' policy, counted in the rank lists.
      const earning = { earned: true, version: rules.version, expiry: rules.expiry, timeZone };
      // A missed day starts the streak again. A racing sign-in of the same day computes the same.
      const streak = lastSignIn?.day === previousDay(today) ? lastSignIn.streak + 1 : 1;
      const earned = signInPoints(rules, streak);
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('sign_ins')
          .values({
            user_id: userId,
            day: today,
            streak,
            points: earned,
            config_version: rules.version,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
          .returning('day')
          .executeTakeFirst();
        if (!row) throw new AppError('alreadySignedIn');
        const score = await points.credit(trx, userId, earned, 'sign_in', today, now, earning);
        return {
          day: today,
          points: earned,
          streak,
          tomorrow_points: signInPoints(rules, streak + 1),
          score,
        };
      });
    },

    async calendar(
      userId: number,
      { month }: ActionParams<'signCalendar'>,
    ): Promise<ActionOutput<'signCalendar'>> {
      const { today, rules } = await context();
      const shown = month ?? today.slice(0, 7);
      const { first, last } = monthSpan(shown);
      const yesterday = previousDay(today);
      const rows = await db
        .selectFrom('sign_ins')
        .select(['day', 'points', 'streak'])
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb.and([eb('day', '>=', first), eb('day', '<=', last)]),
            eb('day', 'in', [today, yesterday]),
          ]),
        )
        .orderBy('day')
        .execute();
      const todayRow = rows.find((row) => row.day === today);
      const yesterdayRow = rows.find((row) => row.day === yesterday);
      // Signing in today would make this the streak's day.
      const next = (yesterdayRow?.streak ?? 0) + 1;
      return {
        month: shown,
        today,
        signed_today: todayRow !== undefined,
        streak: todayRow?.streak ?? yesterdayRow?.streak ?? 0,
        today_points: todayRow?.points ?? signInPoints(rules, next),
        tomorrow_points: signInPoints(rules, (todayRow?.streak ?? next) + 1),
        days: rows
          .filter((row) => row.day >= first && row.day <= last)
          .map(({ day, points: earned }) => ({ day, points: earned })),
      };
    },
  };
}
export type SignInService = ReturnType<typeof signInService>;
