import { ownTables, type Connection } from '../../db/connection';
import type { Kysely } from 'kysely';
import { lockRows } from '../../db/dialect';
import type { SettingsTables } from '../../db/tables/settings';
import type { Clock } from '../../lib/clock';
import { settingSchemas, shopSettings, type Setting, type SettingKey } from './settings-schemas';

/** The shop's settings of one version. */
export type ShopRules = Setting<'shop'> & { version: number };

/** Who saved a version; null for the shop's own (seed, migration, tests). */
export interface SettingsActor {
  id: number;
  name: string;
}

export function settingsRepository(dbGiven: Connection, clock: Clock) {
  const db = ownTables<SettingsTables>(dbGiven);
  async function appendShopVersion(
    trxGiven: Connection,
    value: Setting<'shop'>,
    actor: SettingsActor | null,
    now: number,
  ): Promise<number> {
    const trx = ownTables<SettingsTables>(trxGiven);
    const last = await trx
      .selectFrom('shop_settings_versions')
      .select('version')
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    const version = (last?.version ?? 0) + 1;
    await trx
      .insertInto('shop_settings_versions')
      .values({
        version,
        settings: JSON.stringify(value),
        actor_id: actor?.id ?? null,
        actor_name: actor?.name ?? '',
        created_at: now,
      })
      .execute();
    return version;
  }

  async function writeConfig(trxGiven: Connection, key: SettingKey, json: string, now: number) {
    const trx = ownTables<SettingsTables>(trxGiven);
    await trx
      .insertInto('config')
      .values({ key, value: json, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
      .execute();
  }

  return {
    async get<K extends SettingKey>(key: K): Promise<Setting<K> | undefined> {
      const row = await db
        .selectFrom('config')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? (settingSchemas[key].parse(JSON.parse(row.value)) as Setting<K>) : undefined;
    },

    /** Writes a setting; the shop's becomes a new version, as if its staff had saved it. */
    async set<K extends SettingKey>(key: K, value: Setting<K>, now = clock.now()): Promise<void> {
      const parsed = settingSchemas[key].parse(value);
      const write = async (trx: Kysely<SettingsTables>) => {
        await writeConfig(trx, key, JSON.stringify(parsed), now);
        if (key === 'shop') await appendShopVersion(trx, parsed as Setting<'shop'>, null, now);
      };
      if (key === 'shop' && !db.isTransaction) await db.transaction().execute(write);
      else await write(db);
    },

    /** The shop's current settings and their version; a database without them is a fault. */
    async shop(): Promise<ShopRules> {
      const row = await db
        .selectFrom('shop_settings_versions')
        .select(['version', 'settings'])
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) throw new Error('Setting "shop" is missing');
      return { ...shopSettings.parse(JSON.parse(row.settings)), version: row.version };
    },

    /** Every version's settings, oldest first (a handful: one per save by staff). */
    async shopVersions(): Promise<ShopRules[]> {
      const rows = await db
        .selectFrom('shop_settings_versions')
        .select(['version', 'settings'])
        .orderBy('version')
        .execute();
      return rows.map((row) => ({
        ...shopSettings.parse(JSON.parse(row.settings)),
        version: row.version,
      }));
    },

    /** A page of the versions, newest first: who saved each, and when. */
    async shopVersionPage(offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('shop_settings_versions')
          .select(['version', 'actor_id', 'actor_name', 'created_at'])
          .orderBy('version', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('shop_settings_versions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /**
     * Inside the caller's transaction: saves the shop's settings as the next version and makes
     * them current. The settings row is locked first, so two saves number their versions in turn.
     */
    async saveShop(
      trx: Kysely<SettingsTables>,
      change: (current: Setting<'shop'>) => Setting<'shop'>,
      actor: SettingsActor,
      now: number,
    ): Promise<{ before: ShopRules; after: ShopRules }> {
      await lockRows(trx, trx.selectFrom('config').select('key').where('key', '=', 'shop'));
      const before = await settingsRepository(trx, clock).shop();
      const { version: _, ...current } = before;
      const next = shopSettings.parse(change(current));
      await writeConfig(trx, 'shop', JSON.stringify(next), now);
      const version = await appendShopVersion(trx, next, actor, now);
      return { before, after: { ...next, version } };
    },

    /** The same repository inside a transaction. */
    within(trxGiven: Connection) {
      const trx = ownTables<SettingsTables>(trxGiven);
      return settingsRepository(trx, clock);
    },
  };
}
export type SettingsRepository = ReturnType<typeof settingsRepository>;
