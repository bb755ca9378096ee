import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { settingSchemas, type Setting, type SettingKey } from './settings-schemas';

export function settingsRepository(db: Kysely<Database>, clock: Clock) {
  return {
    async get<K extends SettingKey>(key: K): Promise<Setting<K> | undefined> {
      const row = await db
        .selectFrom('config')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? (settingSchemas[key].parse(JSON.parse(row.value)) as Setting<K>) : undefined;
    },

    async set<K extends SettingKey>(key: K, value: Setting<K>, now = clock.now()): Promise<void> {
      const json = JSON.stringify(settingSchemas[key].parse(value));
      await db
        .insertInto('config')
        .values({ key, value: json, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
        .execute();
    },

    /** The shop's settings; a database without them is a deployment fault. */
    async shop(): Promise<Setting<'shop'>> {
      const shop = await this.get('shop');
      if (!shop) throw new Error('Setting "shop" is missing');
      return shop;
    },

    /** The same repository inside a transaction. */
    within(trx: Kysely<Database>) {
      return settingsRepository(trx, clock);
    },
  };
}
export type SettingsRepository = ReturnType<typeof settingsRepository>;
