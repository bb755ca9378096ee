import { ownTables, type Connection } from '../../db/connection';
import type { PointsTables } from '../../db/tables/points';

function newest(connection: Connection, kind: 'score' | 'game') {
  return ownTables<PointsTables>(connection)
    .selectFrom('points_config_versions')
    .where('kind', '=', kind)
    .orderBy('version', 'desc')
    .limit(1);
}

/**
 * The newest score rules' version and body as subqueries of another module's statement (a
 * checkout reads them with the shop's settings in one statement).
 */
export function latestScoreRules(connection: Connection) {
  const rules = newest(connection, 'score');
  return [
    rules.select('version').as('score_version'),
    rules.select('body').as('score_body'),
  ] as const;
}

/** The newest game rules' version and body, as `latestScoreRules`. */
export function latestGameRules(connection: Connection) {
  const rules = newest(connection, 'game');
  return [
    rules.select('version').as('game_version'),
    rules.select('body').as('game_body'),
  ] as const;
}
