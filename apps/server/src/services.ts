import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import { accountRepository } from './modules/account/account-repository';
import { accountService } from './modules/account/account-service';
import { settingsRepository } from './modules/settings/settings-repository';
import { siteRepository } from './modules/site/site-repository';
import { siteService } from './modules/site/site-service';

/** Wires each module's repository into its service; handlers and plugins see only services. */
export function createServices(db: Kysely<Database>, config: AppConfig) {
  const settings = settingsRepository(db);
  return {
    settings,
    site: siteService(siteRepository(db), settings),
    account: accountService(accountRepository(db), config.tokenTtlMs),
  };
}
export type Services = ReturnType<typeof createServices>;
