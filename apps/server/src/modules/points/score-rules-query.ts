import { ownTables, type Connection } from '../../db/connection';
import type { PointsTables } from '../../db/tables/points';

/**
 * The newest score rules' version and body as subqueries of another module's statement (a
 * checkout reads them with the shop's settings in one statement).
 */
export function latestScoreRules(connection: Connection) {
  const newest = ownTables<PointsTables>(connection)
    .selectFrom('points_config_versions')
    .where('kind', '=', 'score')
    .orderBy('version', 'desc')
    .limit(1);
  return [
    newest.select('version').as('score_version'),
    newest.select('body').as('score_body'),
  ] as const;
}
