import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import { createResponseCache } from './lib/response-cache';
import { accountService } from './modules/account/account-service';
import { addressService } from './modules/account/address-service';
import { artisanRepository } from './modules/artisan/artisan-repository';
import { artisanService } from './modules/artisan/artisan-service';
import { catalogRepository } from './modules/catalog/catalog-repository';
import { cartService } from './modules/cart/cart-service';
import { catalogService } from './modules/catalog/catalog-service';
import { contentRepository } from './modules/content/content-repository';
import { contentService } from './modules/content/content-service';
import { contentStore } from './modules/content/content-store';
import { hiringRepository } from './modules/hiring/hiring-repository';
import { hiringService } from './modules/hiring/hiring-service';
import { resumeStore } from './modules/hiring/resume-store';
import { orderService } from './modules/order/order-service';
import { paymentService } from './modules/payment/payment-service';
import { pointsService } from './modules/points/points-service';
import { qrLoginService } from './modules/account/qr-login-service';
import { settingsRepository } from './modules/settings/settings-repository';
import { siteRepository } from './modules/site/site-repository';
import { siteService } from './modules/site/site-service';
import { createSmsDriver } from './modules/account/sms-driver';
import { smsService } from './modules/account/sms-service';
import { imageStore } from './modules/uploads/image-store';
import { uploadService } from './modules/uploads/upload-service';

/** Wires each module's repository into its service; handlers and plugins see only services. */
export function createServices(db: Kysely<Database>, config: AppConfig, log: FastifyBaseLogger) {
  const settings = settingsRepository(db);
  const sms = smsService(db, createSmsDriver(config.sms, db, log));
  const account = accountService(db, sms, config.tokenTtlMs);
  const artisans = artisanService(artisanRepository(db));
  const publicCache = createResponseCache({
    log,
    redis: config.redisUrl
      ? { url: config.redisUrl, channel: `${config.redisPrefix}public-reads-changed` }
      : undefined,
  });
  const catalog = catalogService(catalogRepository(db), artisans);
  const points = pointsService(db);
  const addresses = addressService(db);
  const cart = cartService(db, catalog);
  const payments = paymentService(db, config.payment);
  const orders = orderService(db, {
    catalog,
    cart,
    addresses,
    points,
    payments,
    settings,
    publicCache,
    log,
  });
  return {
    publicCache,
    settings,
    site: siteService(siteRepository(db), settings),
    content: contentService(contentRepository(db), settings),
    contentStore: contentStore(db, { settings, publicCache }),
    catalog,
    points,
    addresses,
    cart,
    payments,
    orders,
    artisans,
    sms,
    account,
    qrLogin: qrLoginService(db, account),
    uploads: uploadService(db, imageStore(config.uploadsDir), account),
    // Resumes are private: kept beside, never under, the public uploads directory.
    hiring: hiringService(hiringRepository(db), resumeStore(path.join(config.dataDir, 'resumes'))),
  };
}
export type Services = ReturnType<typeof createServices>;
