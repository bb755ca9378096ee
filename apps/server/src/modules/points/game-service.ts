import { ownTables, type Connection } from '../../db/connection';
import type { PointsTables } from '../../db/tables/points';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { pageOffset } from '../../lib/paging';
import { dayIn, toIso } from '../../lib/time';
import type { SettingsRepository } from '../settings/settings-repository';
import type { PointsConfig, Versioned } from './points-config';
import type { PointsService } from './points-service';
import { ExactPayoutNeeded, gameBudget } from './game-budget';
import { gameSeeds, playResult, seedView } from './game-seeds';
import { rulesInForce } from './rules-in-force';

/** How many of a customer's latest plays the game shows. */
const RECENT_PLAYS = 10;

type GameRules = Versioned<'game'>;

/** The largest prize of a version: what one play may have to pay. */
function topPrize(rules: GameRules): number {
  return Math.max(0, ...rules.prizes.map((prize) => prize.points));
}

function playView(row: {
  id: number;
  seed_id: number;
  nonce: number;
  client_seed: string;
  prize: number;
  prize_points: number;
  cost: number;
  config_version: number;
  created_at: number;
}) {
  return {
    id: row.id,
    seed_id: row.seed_id,
    nonce: row.nonce,
    client_seed: row.client_seed,
    prize: row.prize,
    prize_points: row.prize_points,
    cost: row.cost,
    config_version: row.config_version,
    created_at: toIso(row.created_at),
  };
}

const PLAY_COLUMNS = [
  'id',
  'seed_id',
  'nonce',
  'client_seed',
  'prize',
  'prize_points',
  'cost',
  'config_version',
  'created_at',
] as const;

/**
 * The provably fair points game. A play is one transaction: the day's limit counter, the next
 * play number of the open seed, the prize picked from HMAC-SHA256(server seed, client seed and
 * play number), the cost taken and the prize credited, the play recorded, and last the day's
 * payout budget (`game-budget.ts`). Any refusal rolls all of it back, so nothing is taken from a
 * refused play.
 */
export function gameService(
  dbGiven: Connection,
  deps: {
    points: PointsService;
    config: PointsConfig;
    settings: SettingsRepository;
    clock: Clock;
  },
) {
  const db = ownTables<PointsTables>(dbGiven);
  const { points, config, settings, clock } = deps;
  const budget = gameBudget(db);

  async function shopDay(now: number): Promise<{ day: string; timeZone: string }> {
    const timeZone = (await settings.shop()).time_zone;
    return { day: dayIn(now, timeZone), timeZone };
  }

  /** Takes one of today's plays, or refuses once the limit is reached. */
  async function countPlay(trxGiven: Connection, userId: number, day: string, limit: number) {
    const trx = ownTables<PointsTables>(trxGiven);
    if (limit < 1) throw new AppError('gameLimitReached', { limit });
    const row = await trx
      .insertInto('game_days')
      .values({ user_id: userId, day, plays: 1 })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'day'])
          .doUpdateSet((eb) => ({ plays: eb('game_days.plays', '+', 1) }))
          .where('game_days.plays', '<', limit),
      )
      .returning('plays')
      .executeTakeFirst();
    if (!row) throw new AppError('gameLimitReached', { limit });
    return row.plays;
  }

  /** The next play number of today's seed, taking the client seed the customer gave. */
  async function nextNonce(
    trxGiven: Connection,
    userId: number,
    clientSeed: string | undefined,
    day: string,
    now: number,
  ) {
    const trx = ownTables<PointsTables>(trxGiven);
    const take = (where: { id: number } | { day: string }) => {
      let query = trx
        .updateTable('game_seeds')
        .set((eb) => ({
          plays: eb('plays', '+', 1),
          ...(clientSeed === undefined ? {} : { client_seed: clientSeed }),
        }))
        .where('user_id', '=', userId)
        .where('revealed_at', 'is', null);
      query = 'id' in where ? query.where('id', '=', where.id) : query.where('day', '=', where.day);
      return query.returning(['id', 'server_seed', 'client_seed', 'plays']).executeTakeFirst();
    };
    // Most plays find today's seed open: one statement numbers the play.
    const today = await take({ day });
    if (today) return { ...today, nonce: today.plays - 1 };
    // Otherwise the first play of a day rotates yesterday's seed, and a seed rotated by a racing
    // request is found again: each statement sees the latest commit.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const seed = await gameSeeds.current(trx, userId, { day, now });
      const row = await take({ id: seed.id });
      if (row) return { ...row, nonce: row.plays - 1 };
    }
    throw new AppError('gameSeedChanged');
  }

  async function playsToday(trxGiven: Connection, userId: number, day: string) {
    const trx = ownTables<PointsTables>(trxGiven);
    const row = await trx
      .selectFrom('game_days')
      .select('plays')
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirst();
    return row?.plays ?? 0;
  }

  /** The prize tables of the given versions, by version. */
  async function tables(versions: number[]): Promise<Map<number, GameRules>> {
    const unique = [...new Set(versions)];
    return new Map((await config.versions('game', unique)).map((rules) => [rules.version, rules]));
  }

  return {
    async play(userId: number, clientSeed: string | undefined) {
      const now = clock.now();
      const { timeZone, game: rules, score: scoreRules } = await rulesInForce(db, config, userId);
      const day = dayIn(now, timeZone);
      // A play the day's rows could not pay on the fast path is made again on the exact one.
      try {
        return await playOnce(false);
      } catch (err) {
        if (!(err instanceof ExactPayoutNeeded)) throw err;
        return playOnce(true);
      }

      function playOnce(exact: boolean) {
        return db.transaction().execute(async (trx) => {
          const playsToday = await countPlay(trx, userId, day, rules.daily_limit);
          const seed = await nextNonce(trx, userId, clientSeed, day, now);
          const weights = rules.prizes.map((prize) => prize.weight);
          const index = playResult(seed.server_seed, seed.client_seed, seed.nonce, weights);
          const prize = rules.prizes[index]!;
          const ref = `${seed.id}:${seed.nonce}`;
          const score = await points.exchange(
            trx,
            userId,
            { amount: rules.cost, reason: 'game_cost' },
            { amount: prize.points, reason: 'game_prize', expiry: scoreRules.expiry, timeZone },
            { ref, now, version: rules.version },
          );
          const play = await trx
            .insertInto('game_plays')
            .values({
              user_id: userId,
              seed_id: seed.id,
              nonce: seed.nonce,
              client_seed: seed.client_seed,
              prize: index,
              prize_points: prize.points,
              cost: rules.cost,
              config_version: rules.version,
              day,
              created_at: now,
            })
            .returning(PLAY_COLUMNS)
            .executeTakeFirstOrThrow();
          // Last, so the day's payouts are held for one statement before the commit.
          await budget.payOut(trx, day, {
            prize: prize.points,
            top: topPrize(rules),
            budget: rules.daily_budget,
            exact,
          });
          return {
            play: playView(play),
            prize_name: prize.name,
            score,
            plays_today: playsToday,
            plays_left: Math.max(0, rules.daily_limit - playsToday),
          };
        });
      }
    },

    /** The customer's game today; the first read of a new day rotates yesterday's seed. */
    async state(userId: number) {
      const now = clock.now();
      const { day } = await shopDay(now);
      const { seed, rules, plays, paid } = await db.transaction().execute(async (trx) => ({
        seed: await gameSeeds.current(trx, userId, { day, now }),
        rules: await config.current('game', trx),
        plays: await playsToday(trx, userId, day),
        paid: await gameBudget(trx).paid(day),
      }));
      const recent = await db
        .selectFrom('game_plays')
        .select(PLAY_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(RECENT_PLAYS)
        .execute();
      const used = await tables(recent.map((row) => row.config_version));
      return {
        seed: seedView(seed),
        plays_today: plays,
        plays_left: Math.max(0, rules.daily_limit - plays),
        budget_left: Math.max(0, rules.daily_budget - paid),
        recent: recent.map((row) => ({
          ...playView(row),
          prize_name: used.get(row.config_version)?.prizes[row.prize]?.name ?? {
            'zh-cn': '',
            en: '',
          },
        })),
      };
    },

    /** Reveals the open seed and starts the next, with the client seed given or the same one. */
    async rotate(userId: number, clientSeed: string | undefined) {
      const now = clock.now();
      const { day } = await shopDay(now);
      return db.transaction().execute(async (trx) => {
        const open = await gameSeeds.current(trx, userId, { day, now });
        const revealed = (await gameSeeds.reveal(trx, userId, now, open.id)) ?? {
          ...open,
          revealed_at: now,
        };
        const current = await gameSeeds.start(trx, userId, {
          clientSeed: clientSeed ?? revealed.client_seed,
          day,
          now,
        });
        return { revealed: seedView(revealed), current: seedView(current) };
      });
    },

    /** Revealed seeds, newest first, with every play under them and the prize tables used. */
    async revealed(userId: number, { page, limit }: { page: number; limit: number }) {
      const query = db
        .selectFrom('game_seeds')
        .where('user_id', '=', userId)
        .where('revealed_at', 'is not', null);
      const [seeds, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(pageOffset({ page, limit }))
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const plays =
        seeds.length === 0
          ? []
          : await db
              .selectFrom('game_plays')
              .select(PLAY_COLUMNS)
              .where(
                'seed_id',
                'in',
                seeds.map((seed) => seed.id),
              )
              .orderBy('seed_id')
              .orderBy('nonce')
              .execute();
      const used = await tables(plays.map((row) => row.config_version));
      return {
        list: seeds.map((seed) => ({
          ...seedView(seed),
          plays_list: plays.filter((row) => row.seed_id === seed.id).map(playView),
        })),
        total: Number(count.n),
        page,
        limit,
        prize_tables: [...used.values()].map((rules) => ({
          version: rules.version,
          weights: rules.prizes.map((prize) => prize.weight),
        })),
      };
    },
  };
}
export type GameService = ReturnType<typeof gameService>;
