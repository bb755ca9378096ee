import { z } from 'zod';
import { EXPIRY_POLICIES, LEDGER_REASONS, RANK_PERIODS } from '../points-codes';
import { day, empty, id, isoTime, pageInput, pageOf } from '../fields';
import * as F from '../formats';

/** A name shown in both languages. */
export const bilingualName = z.object({ 'zh-cn': z.string(), en: z.string() });

/** A customer level: reached once the points earned in all reach `threshold`. */
export const level = z.object({ threshold: z.number().int(), name: bilingualName });

/** The points rules staff publish; every ledger row names the version it was made under. */
export const scoreRules = z.object({
  sign_points: z.number().int().describe('Points every daily sign-in earns'),
  streak: z.object({
    cycle_days: z.number().int().describe('The streak table repeats after this many days'),
    bonuses: z
      .array(z.object({ day: z.number().int(), points: z.number().int() }))
      .describe('Extra points on the given day of the cycle (1 = the first day of a streak)'),
  }),
  earn_points_per_yuan: z
    .number()
    .int()
    .nullable()
    .describe('Points a completed cash order earns per whole yuan; null: each product’s own'),
  expiry: z.object({
    policy: z.enum(EXPIRY_POLICIES),
    days: z.number().int().nullable().describe('With policy `days`: a lot lasts this many days'),
  }),
  levels: z.array(level).describe('Ascending thresholds; the first is 0'),
});

export const scoreConfig = {
  summary: 'The points rules in force: sign-in, streak table, earning, expiry and levels',
  input: empty,
  output: scoreRules.extend({
    version: z.number().int(),
    time_zone: z.string().describe('Days (sign-in, limits, rank weeks) are counted here'),
  }),
};

export const prize = z.object({
  name: bilingualName,
  points: z.number().int(),
  weight: z.number().int(),
});

/** The points game's rules: cost, prizes with weights, the limits. */
export const gameRules = z.object({
  cost: z.number().int().describe('Points one play costs'),
  prizes: z.array(prize).describe('The result picks a prize by weight; its index is the prize'),
  daily_limit: z.number().int().describe('Plays per customer per day'),
  daily_budget: z.number().int().describe('Prize points the shop pays out per day in all'),
});

export const gameConfig = {
  summary: 'The points game in force: cost, prizes with their published odds, daily limits',
  input: empty,
  output: gameRules.extend({
    version: z.number().int(),
    prizes: z.array(
      prize.extend({ odds: z.string().describe('weight / total weight, as "12.50%"') }),
    ),
  }),
};

export const sign = {
  summary: 'Signs in for today (once per day in the shop’s time zone) and earns its points',
  input: empty,
  output: z.object({
    day,
    points: z.number().int().describe('Points this sign-in earned'),
    streak: z.number().int().describe('Days signed in a row, today included'),
    tomorrow_points: z.number().int().describe('What signing in tomorrow will earn'),
    score: z.number().int().describe('Usable points now'),
  }),
};

export const signCalendar = {
  summary: 'A month of the caller’s sign-ins, with today’s state and reward',
  input: z.object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'format.month' })
      .optional()
      .describe('YYYY-MM; this month by default'),
  }),
  output: z.object({
    month: z.string(),
    today: day,
    signed_today: z.boolean(),
    streak: z.number().int().describe('The current streak (0 when it has lapsed)'),
    today_points: z.number().int().describe('What today’s sign-in earns (or earned)'),
    tomorrow_points: z.number().int(),
    days: z.array(z.object({ day, points: z.number().int() })).describe('Signed days'),
  }),
};

/** One play of the game, with what anyone needs to recompute it once its seed is revealed. */
export const gamePlay = z.object({
  id,
  seed_id: id,
  nonce: z.number().int().describe('The play number under its server seed, from 0'),
  client_seed: z.string(),
  prize: z.number().int().describe('Index of the prize in its version’s table'),
  prize_points: z.number().int(),
  cost: z.number().int(),
  config_version: z.number().int(),
  created_at: isoTime,
});

const clientSeed = z
  .string()
  .trim()
  .min(1, { error: 'format.clientSeed' })
  .max(F.CLIENT_SEED_MAX, { error: 'format.clientSeed' })
  .regex(/^[\x21-\x7e]+$/, { error: 'format.clientSeed' });

export const scoreGame = {
  summary:
    'Plays the points game once: the cost is taken and the prize credited in one step. The ' +
    'result is HMAC-SHA256(server seed, client seed + ":" + play number) mapped onto the weights',
  input: z.object({
    client_seed: clientSeed.optional().describe('Kept for later plays; a random one otherwise'),
  }),
  output: z.object({
    play: gamePlay,
    prize_name: bilingualName,
    score: z.number().int(),
    plays_today: z.number().int(),
    plays_left: z.number().int(),
  }),
};

/** A server seed: its commitment is public from the start, the seed itself once revealed. */
export const gameSeed = z.object({
  id,
  commitment: z.string().describe('SHA-256 of the server seed’s 32 bytes, hex'),
  server_seed: z
    .string()
    .nullable()
    .describe('32 bytes, hex; the HMAC key is these bytes. Null until the seed is revealed'),
  client_seed: z.string(),
  plays: z.number().int(),
  created_at: isoTime,
  revealed_at: isoTime.nullable(),
});

export const gameState = {
  summary: 'The caller’s game: the current commitment, today’s plays and the recent results',
  input: empty,
  output: z.object({
    seed: gameSeed,
    plays_today: z.number().int(),
    plays_left: z.number().int(),
    budget_left: z.number().int().describe('Prize points the shop can still pay out today'),
    recent: z.array(gamePlay.extend({ prize_name: bilingualName })),
  }),
};

export const gameSeedRotate = {
  summary: 'Reveals the current server seed and starts a new one (also happens daily)',
  input: z.object({ client_seed: clientSeed.optional() }),
  output: z.object({ revealed: gameSeed, current: gameSeed }),
};

export const gameSeeds = {
  summary: 'The caller’s revealed seeds with their plays and the prize tables they used',
  input: pageInput,
  output: pageOf(gameSeed.extend({ plays_list: z.array(gamePlay) })).extend({
    prize_tables: z
      .array(z.object({ version: z.number().int(), weights: z.array(z.number().int()) }))
      .describe('The weights of every config version the listed plays were made under'),
  }),
};

export const rankRow = z.object({
  rank: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  points: z.number().int(),
});

export const rankList = {
  summary:
    'Points earned in the period, the top 100 (ties go to who got there first), and the ' +
    'caller’s own rank when signed in',
  input: pageInput.extend({ period: z.enum(RANK_PERIODS).default('week') }),
  output: pageOf(rankRow).extend({
    period: z.enum(RANK_PERIODS),
    me: rankRow.nullable().describe('Null when signed out or with nothing earned'),
  }),
};

export const pointsAccount = {
  summary: 'My account: points, level and the progress to the next, points expiring soon',
  input: empty,
  output: z.object({
    score: z.number().int(),
    score_total: z.number().int(),
    level: level.extend({ index: z.number().int() }),
    next_level: level.nullable(),
    progress: z.number().describe('Percent of the way from this level to the next, 0–100'),
    expiring: z.array(z.object({ day, points: z.number().int() })),
    expiring_total: z.number().int().describe('Points expiring in the next 30 days'),
  }),
};

export const ledgerEntry = z.object({
  id,
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  ref: z.string(),
  config_version: z.number().int().nullable(),
  created_at: isoTime,
});

export const pointsLedger = {
  summary: 'My points ledger, newest first, by shop days and reason',
  input: pageInput.extend({
    from: day.optional(),
    to: day.optional(),
    reason: z.enum(LEDGER_REASONS).optional(),
  }),
  output: pageOf(ledgerEntry),
};
