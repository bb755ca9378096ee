/** Key-value settings of the shop (shop, company, and later score and game config), JSON values. */
export interface ConfigTable {
  key: string;
  value: string;
  updated_at: number;
}
