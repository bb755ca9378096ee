/** Key-value settings of the shop (shop, company, and later score and game config), JSON values. */
export interface ConfigTable {
  key: string;
  value: string;
  updated_at: number;
}

/** One saved version of the shop settings; the newest is the current one. */
export interface ShopSettingsVersionsTable {
  version: number;
  /** The shop setting's JSON, as `config` holds it. */
  settings: string;
  /** Null for the version the shop started with. */
  actor_id: number | null;
  actor_name: string;
  created_at: number;
}

/** The tables the settings module owns: its Kysely sees these and no others. */
export interface SettingsTables {
  config: ConfigTable;
  shop_settings_versions: ShopSettingsVersionsTable;
}
