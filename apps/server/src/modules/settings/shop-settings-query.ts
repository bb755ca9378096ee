import { ownTables, type Connection } from '../../db/connection';
import type { SettingsTables } from '../../db/tables/settings';

/**
 * The newest version of the shop's settings as a statement another module extends (a checkout
 * reads the settings and the points rules in one statement): the settings keep their SQL.
 */
export function latestShopSettings(connection: Connection) {
  return ownTables<SettingsTables>(connection)
    .selectFrom('shop_settings_versions')
    .select(['version', 'settings'])
    .orderBy('version', 'desc')
    .limit(1);
}
