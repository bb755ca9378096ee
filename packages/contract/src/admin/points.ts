import { z } from 'zod';
import { EXPIRY_POLICIES, LEDGER_REASONS } from '../points-codes';
import { day, integer, pageInput, pageOf } from '../fields';
import type { gameRules, scoreRules } from '../actions/points';
import type { ActionSchema } from '../registry';
import { auditRow } from './audit';
import { versionRow } from './settings';

/** A name staff give in both languages. */
const names = z.object({
  'zh-cn': z.string().trim().min(1, { error: 'format.levelName' }).max(20, {
    error: 'format.levelName',
  }),
  en: z
    .string()
    .trim()
    .min(1, { error: 'format.levelName' })
    .max(30, { error: 'format.levelName' }),
});
const points = integer({ min: 0, max: 1_000_000, error: 'format.points' });

/** The points rules as staff edit them; what no single field can say is checked on save. */
export const scoreRulesForm = z.object({
  sign_points: integer({ min: 0, max: 10_000, error: 'format.points' }),
  streak: z.object({
    cycle_days: integer({ min: 1, max: 31, error: 'format.cycleDays' }),
    bonuses: z
      .array(
        z.object({
          day: integer({ min: 1, max: 31, error: 'format.cycleDays' }),
          points: integer({ min: 0, max: 10_000, error: 'format.points' }),
        }),
      )
      .max(31),
  }),
  earn_points_per_yuan: integer({ min: 0, max: 100, error: 'format.earnRate' }).nullable(),
  expiry: z.object({
    policy: z.enum(EXPIRY_POLICIES),
    days: integer({ min: 1, max: 3650, error: 'format.expiryDays' }).nullable(),
  }),
  levels: z
    .array(
      z.object({
        threshold: integer({ min: 0, max: 1_000_000_000, error: 'format.points' }),
        name: names,
      }),
    )
    .min(1, { error: 'format.levels' })
    .max(20, { error: 'format.levels' }),
}) satisfies z.ZodType<z.infer<typeof scoreRules>>;

/** The game's rules as staff edit them. */
export const gameRulesForm = z.object({
  cost: points,
  prizes: z
    .array(
      z.object({
        name: names,
        points,
        weight: integer({ min: 0, max: 1_000_000, error: 'format.weight' }),
      }),
    )
    .min(2, { error: 'format.prizes' })
    .max(12, { error: 'format.prizes' }),
  daily_limit: integer({ min: 1, max: 1000, error: 'format.dailyLimit' }),
  daily_budget: integer({ min: 0, max: 1_000_000_000, error: 'format.points' }),
}) satisfies z.ZodType<z.infer<typeof gameRules>>;

function versioned<T extends z.ZodObject>(values: T) {
  return z.object({
    version: z.number().int(),
    values,
    versions: pageOf(versionRow),
    history: z.array(auditRow).describe('The latest saves in the audit trail, newest first'),
  });
}

export const scoreConfigInfo = {
  summary: 'The points rules in force and the versions saved, newest first',
  input: pageInput,
  output: versioned(scoreRulesForm),
};

export const scoreConfigSave = {
  summary: 'Saves the points rules as a new version; ledger rows name the version they used',
  input: scoreRulesForm,
  output: z.object({ version: z.number().int() }),
};

export const gameConfigInfo = {
  summary: 'The points game’s rules in force and the versions saved, newest first',
  input: pageInput,
  output: versioned(gameRulesForm),
};

export const gameConfigSave = {
  summary: 'Saves the points game’s rules as a new version; plays name the version they used',
  input: gameRulesForm,
  output: z.object({ version: z.number().int() }),
};

export const pointsLiability = {
  summary:
    'What the shop owes in points: outstanding, expiring in 30 days, and per shop day the ' +
    'points issued and redeemed by reason',
  input: z.object({ from: day.optional(), to: day.optional() }),
  output: z.object({
    from: day.describe('The first shop day shown (30 days back by default)'),
    to: day.describe('The last shop day shown (today by default)'),
    outstanding: z.number().int().describe('Usable points of every customer together'),
    holders: z.number().int().describe('Customers holding any points'),
    expiring_30d: z.number().int(),
    days: z.array(
      z.object({
        day,
        reason: z.enum(LEDGER_REASONS),
        issued: z.number().int(),
        redeemed: z.number().int(),
      }),
    ),
  }),
};

export const pointsConsoleSchemas = {
  scoreConfigInfo,
  scoreConfigSave,
  gameConfigInfo,
  gameConfigSave,
  pointsLiability,
} satisfies Record<string, ActionSchema>;
