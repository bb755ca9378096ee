import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/schema';
import { dayIn, dayStartIn } from '../lib/time';
import { hashPassword } from '../modules/account/passwords';
import { addDays } from '../modules/points/lot-expiry';
import type { Versioned } from '../modules/points/points-config';
import type { PointsService } from '../modules/points/points-service';
import { mondayOf } from '../modules/points/rank-periods';
import type { Services } from '../services';
import { seedDemoOrders } from './demo-orders';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Collectors who earn points beside the demo customer, so the rank lists are never empty. */
const collectors = [
  { username: 'collector_qingyou', nickname: '青柚' },
  { username: 'collector_mira', nickname: 'Mira Chen' },
  { username: 'collector_shanchuan', nickname: '山川' },
  { username: 'collector_ache', nickname: '阿澈' },
  { username: 'collector_lotte', nickname: 'Lotte' },
  { username: 'collector_mobai', nickname: '墨白' },
  { username: 'collector_xiaolu', nickname: '小鹿' },
  { username: 'collector_jun', nickname: 'Jun' },
];

type Step = (
  | { at: number; kind: 'earn'; reason: 'sign_in' | 'order_earn' | 'game_prize'; points: number }
  | { at: number; kind: 'spend'; reason: 'order_pay' | 'game_cost'; points: number }
) & { ref?: string };

/**
 * The points side of the demo: the demo customer's history (an opening balance when they
 * joined, daily sign-ins, the points of their completed orders, game plays, a points order) with
 * some points expiring within 30 days, still leaving the 5000 points the README promises; and
 * collectors who earned this week, this month and before, each after joining. Runs once: a demo
 * customer with more than an opening row is left alone.
 */
export async function seedPoints(
  db: Kysely<Database>,
  services: Services,
  log: FastifyBaseLogger,
): Promise<void> {
  const demo = await db
    .selectFrom('users')
    .select(['id', 'score'])
    .where('username', '=', 'demo')
    .executeTakeFirst();
  if (!demo) return;
  const rows = await db
    .selectFrom('points_ledger')
    .select('reason')
    .where('user_id', '=', demo.id)
    .execute();
  if (rows.some((row) => row.reason !== 'opening')) return;

  const now = services.clock.now();
  const { time_zone: timeZone } = await services.settings.shop();
  const rules = await services.pointsConfig.current('score');
  const today = dayIn(now, timeZone);
  const weekStart = dayStartIn(mondayOf(today), timeZone);
  const monthStart = dayStartIn(`${today.slice(0, 7)}-01`, timeZone);
  const password = await hashPassword(randomBytes(24).toString('base64url'));
  const points = services.points;

  await db.transaction().execute(async (trx) => {
    // The demo customer's 5000 points get a history that ends at the same balance.
    await trx.deleteFrom('points_ledger').where('user_id', '=', demo.id).execute();
    await trx.deleteFrom('points_lots').where('user_id', '=', demo.id).execute();
    await trx
      .updateTable('users')
      .set({ score: 0, score_total: 0, points_unsettled: 0 })
      .where('id', '=', demo.id)
      .execute();
    // A time of day `daysAgo` shop days before today.
    const dayAt = (daysAgo: number, hour: number) =>
      dayStartIn(addDays(today, -daysAgo), timeZone) + hour * HOUR;
    const orders = await seedDemoOrders(trx, demo.id, dayAt, timeZone);
    const history: Step[] = [...demoHistory(dayAt, rules.streak.bonuses), ...orders];
    // A game played this week (from Monday's first minutes on), so the demo customer stands on
    // this week's rank list whatever day the demo is opened.
    const thisWeek = Math.min(now - 60_000, Math.max(weekStart, now - 3 * HOUR));
    history.push(
      { at: thisWeek, kind: 'spend', reason: 'game_cost', points: 5 },
      { at: thisWeek + 1_000, kind: 'earn', reason: 'game_prize', points: 20 },
    );
    const net = history.reduce((sum, s) => sum + (s.kind === 'earn' ? s.points : -s.points), 0);
    const opening = Math.max(0, demo.score - net);
    const start = now - 400 * DAY;
    // A member since the day of their opening balance, before anything else they did.
    await trx.updateTable('users').set({ created_at: start }).where('id', '=', demo.id).execute();
    // What the account held before any rule: a lot that never expires, counted in the points
    // earned in all like the rest of the history, so that total is the history's credits.
    await points.credit(trx, demo.id, opening, 'opening', '', start, {
      earned: true,
      version: rules.version,
      expiry: { policy: 'never', days: null },
      timeZone,
    });
    await replay(trx, points, demo.id, history, rules);
    // The calendar ticks the days signed in: the last six, up to yesterday.
    const signIns = history.filter(
      (s) => s.reason === 'sign_in' && s.at > now - 10 * DAY && s.at <= now,
    );
    if (signIns.length > 0) {
      await trx
        .insertInto('sign_ins')
        .values(
          signIns.map((s, i) => ({
            user_id: demo.id,
            day: dayIn(s.at, timeZone),
            streak: i + 1,
            points: s.points,
            config_version: rules.version,
            created_at: s.at,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }

    const taken = new Set(
      (
        await trx
          .selectFrom('users')
          .select('username')
          .where(
            'username',
            'in',
            collectors.map((c) => c.username),
          )
          .execute()
      ).map((row) => row.username),
    );
    for (const [i, collector] of collectors.entries()) {
      if (taken.has(collector.username)) continue;
      const { id } = await trx
        .insertInto('users')
        .values({
          ...collector,
          avatar: '',
          mobile: null,
          password_hash: password,
          role: 'user',
          score: 0,
          score_total: 0,
          created_at: now - 180 * DAY,
          updated_at: now - 180 * DAY,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Spread over the week and month so far (never later than now), and before.
      const inWeek = Math.min(
        now - 120_000,
        weekStart + Math.floor((now - weekStart) * (0.15 + i * 0.1)),
      );
      const inMonth = monthStart + Math.floor((now - monthStart) * (0.1 + i * 0.08));
      await replay(
        trx,
        points,
        id,
        [
          {
            at: now - (90 + i * 7) * DAY,
            kind: 'earn',
            reason: 'order_earn',
            points: 2600 - i * 310,
          },
          { at: inMonth, kind: 'earn', reason: 'order_earn', points: 180 + ((i * 137) % 420) },
          { at: inWeek, kind: 'earn', reason: 'sign_in', points: 5 },
          { at: inWeek + 60_000, kind: 'spend', reason: 'game_cost', points: 5 },
          {
            at: inWeek + 61_000,
            kind: 'earn',
            reason: 'game_prize',
            points: [20, 50, 10, 200, 5, 20, 10, 50][i]!,
          },
        ],
        rules,
      );
    }
  });
  log.info('seeded the demo points history and rank lists');
}

/** The demo customer's year of points, oldest first, ending yesterday. */
function demoHistory(
  dayAt: (daysAgo: number, hour: number) => number,
  bonuses: Array<{ day: number; points: number }>,
): Step[] {
  const signIn = (daysAgo: number, streakDay: number): Step => ({
    at: dayAt(daysAgo, 9),
    kind: 'earn',
    reason: 'sign_in',
    points: 5 + (bonuses.find((b) => b.day === streakDay)?.points ?? 0),
  });
  const play = (daysAgo: number, prize: number): Step[] => [
    { at: dayAt(daysAgo, 20), kind: 'spend', reason: 'game_cost', points: 10 },
    ...(prize > 0
      ? [
          {
            at: dayAt(daysAgo, 20) + 1000,
            kind: 'earn',
            reason: 'game_prize',
            points: prize,
          } as const,
        ]
      : []),
  ];
  // The orders' points come from the orders themselves (`seedDemoOrders`): the first, received
  // nearly a year ago under the one-year expiry, lapses within 30 days with these sign-ins.
  return [
    signIn(341, 1),
    signIn(340, 2),
    signIn(339, 3),
    ...play(20, 20),
    ...play(20, 0),
    signIn(6, 1),
    signIn(5, 2),
    ...play(5, 5),
    signIn(4, 3),
    signIn(3, 4),
    ...play(3, 50),
    signIn(2, 5),
    signIn(1, 6),
    ...play(1, 10),
  ];
}

async function replay(
  trx: Kysely<Database>,
  points: PointsService,
  userId: number,
  steps: Step[],
  rules: Versioned<'score'>,
): Promise<void> {
  // Oldest first, as they happened, so each balance follows from the one before.
  for (const step of [...steps].sort((a, b) => a.at - b.at)) {
    if (step.kind === 'earn') {
      await points.credit(trx, userId, step.points, step.reason, step.ref ?? '', step.at, {
        earned: true,
        version: rules.version,
        expiry: rules.expiry,
      });
    } else {
      await points.spend(trx, userId, step.points, step.reason, step.ref ?? '', step.at, {
        version: rules.version,
      });
    }
  }
  // The lots reflect what was spent, as they would after any read.
  await points.settle(trx, userId, steps.at(-1)?.at ?? 0);
}
