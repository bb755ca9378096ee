import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import { accountService } from './modules/account/account-service';
import { qrLoginService } from './modules/qr-login/qr-login-service';
import { settingsRepository } from './modules/settings/settings-repository';
import { siteRepository } from './modules/site/site-repository';
import { siteService } from './modules/site/site-service';
import { createSmsDriver } from './modules/sms/sms-driver';
import { smsService } from './modules/sms/sms-service';
import { imageStore } from './modules/uploads/image-store';
import { uploadService } from './modules/uploads/upload-service';

/** Wires each module's repository into its service; handlers and plugins see only services. */
export function createServices(db: Kysely<Database>, config: AppConfig, log: FastifyBaseLogger) {
  const settings = settingsRepository(db);
  const sms = smsService(db, createSmsDriver(config.sms, db, log));
  const account = accountService(db, sms, config.tokenTtlMs);
  return {
    settings,
    site: siteService(siteRepository(db), settings),
    sms,
    account,
    qrLogin: qrLoginService(db, account),
    uploads: uploadService(db, imageStore(config.uploadsDir), account),
  };
}
export type Services = ReturnType<typeof createServices>;
