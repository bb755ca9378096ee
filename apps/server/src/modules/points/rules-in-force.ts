import { ownTables, type Connection } from '../../db/connection';
import type { PointsTables } from '../../db/tables/points';
import { shopSettings } from '../settings/settings-schemas';
import { latestShopSettings } from '../settings/shop-settings-query';
import type { PointsConfig } from './points-config';
import { latestGameRules, latestScoreRules } from './score-rules-query';

/**
 * What a sign-in or a play is decided under, read in one statement before its transaction: the
 * shop's time zone, the points rules and the game's in force, and the customer's latest sign-in.
 * One round trip instead of four; the transaction then holds nothing while they are fetched.
 */
export async function rulesInForce(connection: Connection, config: PointsConfig, userId: number) {
  const db = ownTables<PointsTables>(connection);
  const latestSignIn = db
    .selectFrom('sign_ins')
    .where('user_id', '=', userId)
    .orderBy('day', 'desc')
    .limit(1);
  const row = await latestShopSettings(connection)
    .select(() => [
      ...latestScoreRules(connection),
      ...latestGameRules(connection),
      latestSignIn.select('day').as('signed_day'),
      latestSignIn.select('streak').as('signed_streak'),
    ])
    .executeTakeFirst();
  if (!row) throw new Error('Setting "shop" is missing');
  const rules = <K extends 'score' | 'game'>(
    kind: K,
    version: number | null,
    body: string | null,
  ) => {
    if (version === null || body === null) throw new Error(`The ${kind} rules are missing`);
    return config.parse(kind, { version: Number(version), body });
  };
  return {
    timeZone: shopSettings.parse(JSON.parse(row.settings)).time_zone,
    score: rules('score', row.score_version, row.score_body),
    game: rules('game', row.game_version, row.game_body),
    /** The day of the customer's latest sign-in and the streak it made, if any. */
    lastSignIn:
      row.signed_day === null ? null : { day: row.signed_day, streak: Number(row.signed_streak) },
  };
}
