import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { Clock } from './lib/clock';
import { createResponseCache } from './lib/response-cache';
import { accountService } from './modules/account/account-service';
import { auditService } from './modules/admin/audit-service';
import { dashboardRepository } from './console/dashboard-repository';
import { dashboardService } from './console/dashboard-service';
import { addressService } from './modules/account/address-service';
import { communityConsole } from './modules/community/community-console';
import { batchConsole } from './modules/authenticity/batch-console';
import { contentConsole } from './modules/content/content-console';
import { serialCheckService } from './modules/authenticity/serial-check';
import { serialOwnershipService } from './modules/authenticity/serial-ownership';
import { groupService } from './modules/community/group-service';
import { postService } from './modules/community/post-service';
import { customerConsoleService } from './console/customer-console-service';
import { staffTargetRule } from './modules/account/staff-target';
import { artisanRepository } from './modules/artisan/artisan-repository';
import { artisanService } from './modules/artisan/artisan-service';
import { catalogRepository } from './modules/catalog/catalog-repository';
import { cartService } from './modules/cart/cart-service';
import { catalogService } from './modules/catalog/catalog-service';
import { catalogConsoleRepository } from './modules/catalog/catalog-console-repository';
import { catalogConsoleService } from './modules/catalog/catalog-console-service';
import { artisanConsoleService } from './modules/artisan/artisan-console-service';
import { siteConsoleService } from './modules/site/site-console-service';
import { contentRepository } from './modules/content/content-repository';
import { contentService } from './modules/content/content-service';
import { policyFigures } from './modules/content/policy-figures';
import { contentStore } from './modules/content/content-store';
import { contentPreview } from './modules/content/content-preview-service';
import { newsSchedule as createNewsSchedule } from './modules/content/news-schedule';
import { hiringRepository } from './modules/hiring/hiring-repository';
import { hiringService } from './modules/hiring/hiring-service';
import { applicationConsole } from './modules/hiring/application-console';
import { positionConsole } from './modules/hiring/position-console';
import { resumeStore } from './modules/hiring/resume-store';
import { buyerDirectory } from './modules/account/buyer-directory-service';
import { orderConsoleService } from './modules/order/order-console-service';
import { activateSerials, serialsOfOrder } from './modules/authenticity/serial-activation-service';
import { orderService } from './modules/order/order-service';
import { paymentService } from './modules/payment/payment-service';
import { paymentsConsole } from './modules/payment/payments-console';
import { orderNumberOf } from './modules/order/order-query';
import { reconciliationService } from './modules/payment/reconciliation/reconciliation-service';
import { pointsConfig } from './modules/points/points-config';
import { pointsConfigConsole } from './modules/points/points-config-console';
import { pointsService } from './modules/points/points-service';
import { signInService } from './modules/points/sign-in-service';
import { gameService } from './modules/points/game-service';
import { pointsLiability } from './modules/points/points-liability';
import { rankBoard } from './modules/points/rank-board';
import { qrLoginService } from './modules/account/qr-login-service';
import { cancellationService } from './modules/privacy/cancellation-service';
import { erasureService } from './modules/privacy/erasure-service';
import { retentionService } from './modules/privacy/retention-service';
import { settingsRepository } from './modules/settings/settings-repository';
import { shopSettingsService } from './modules/settings/shop-settings-service';
import { siteRepository } from './modules/site/site-repository';
import { siteService } from './modules/site/site-service';
import { createSmsDriver } from './modules/account/sms-driver';
import { smsService } from './modules/account/sms-service';
import { imageStore } from './modules/uploads/image-store';
import { createStorage } from './storage/create-storage';
import { uploadService } from './modules/uploads/upload-service';
import { dataExportService } from './modules/privacy/data-export-service';
import { dropService } from './modules/drop/drop-service';
import { dropConsole } from './modules/drop/drop-console';

/** Wires each module's repository into its service; handlers and plugins see only services. */
export function createServices(
  db: Kysely<Database>,
  config: AppConfig,
  log: FastifyBaseLogger,
  clock: Clock,
  redis: Redis | null,
) {
  const settings = settingsRepository(db, clock);
  const files = createStorage(config.storage, config.dataDir);
  const images = imageStore(files);
  const resumes = resumeStore(files);
  const sms = smsService(
    db,
    createSmsDriver(config.sms, db, log, clock, config.production),
    config.smsTiming,
    clock,
  );
  const account = accountService(
    db,
    sms,
    config.tokenTtlMs,
    clock,
    async () => (await settings.shop()).time_zone,
  );
  const artisans = artisanService(artisanRepository(db), clock);
  const publicCache = createResponseCache({
    log,
    redis: redis
      ? { client: redis, channel: `${config.redisPrefix}public-reads-changed` }
      : undefined,
  });
  const catalog = catalogService(catalogRepository(db), artisans, clock);
  const pointsRules = pointsConfig(db);
  const ranks = rankBoard(db, {
    redis,
    prefix: config.redisPrefix,
    log,
  });
  const points = pointsService(db, { settings, pointsConfig: pointsRules, rankBoard: ranks });
  const addresses = addressService(db, clock);
  const cart = cartService(db, catalog, settings, clock);
  const payments = paymentService(db, config.payment, clock);
  const dropDeps = { catalog, sms, clock, log, publicCache };
  const drops = dropService(db, dropDeps);
  const orderDeps = {
    drawClaims: drops.claims,
    catalog,
    cart,
    addresses,
    points,
    payments,
    settings,
    publicCache,
    log,
    clock,
  };
  const orders = orderService(db, orderDeps);
  const reconciliation = reconciliationService(db, { payments, settings, clock, orderNumberOf });
  const audit = auditService(db);
  const newsSchedule = createNewsSchedule(db, publicCache, clock);
  const siteConsole = siteConsoleService(db, { publicCache, clock });
  const artisanConsole = artisanConsoleService(db, { publicCache, clock });
  const communityDeps = { settings, clock, log, publicCache };
  const figures = policyFigures(config.privacy);
  const authenticityDeps = { settings, clock, log };
  return {
    // Handlers read the time here, so a test moving the clock moves every request's now.
    clock,
    publicCache,
    settings,
    site: siteService(siteRepository(db), settings),
    content: contentService(contentRepository(db), settings, () => clock.now(), figures),
    contentPreview: contentPreview(db, settings, clock, figures),
    newsSchedule,
    contentStore: contentStore(db, { settings, publicCache, clock }),
    contentConsole: contentConsole(db, {
      settings,
      publicCache,
      clock,
      history: audit.history,
      schedule: newsSchedule,
    }),
    catalog,
    catalogConsole: catalogConsoleService(db, catalogConsoleRepository(db), {
      site: siteConsole,
      artisans: artisanConsole,
      publicCache,
      settings,
      clock,
      limitCounts: orders,
    }),
    siteConsole,
    artisanConsole,
    points,
    pointsConfig: pointsRules,
    pointsConfigConsole: pointsConfigConsole(db, pointsRules),
    signIn: signInService(db, { points, config: pointsRules, settings, clock }),
    game: gameService(db, { points, config: pointsRules, settings, clock }),
    rankBoard: ranks,
    pointsLiability: pointsLiability(db),
    groups: groupService(db, communityDeps),
    posts: postService(db, communityDeps),
    communityConsole: communityConsole(db, communityDeps),
    serialChecks: serialCheckService(db, authenticityDeps),
    serialOwnership: serialOwnershipService(db, authenticityDeps),
    serialBatches: batchConsole(db, authenticityDeps),
    drops,
    dropConsole: dropConsole(db, dropDeps),
    addresses,
    cart,
    payment: payments,
    order: orders,
    orderConsole: orderConsoleService(db, {
      ...orderDeps,
      buyers: buyerDirectory(db),
      sms,
      serials: { activate: activateSerials, ofOrder: serialsOfOrder },
    }),
    artisan: artisans,
    sms,
    account,
    qrLogin: qrLoginService(db, account, clock),
    audit,
    staffTargets: staffTargetRule(db),
    customers: customerConsoleService(db, {
      points,
      orders,
      catalog,
      artisans,
      audit,
      clock,
    }),
    dashboard: dashboardService(dashboardRepository(db, audit), catalog, reconciliation),
    paymentsConsole: paymentsConsole(db, orderNumberOf),
    reconciliation,
    shopSettings: shopSettingsService(db, settings),
    files,
    uploads: uploadService(db, images, account, clock),
    hiring: hiringService(hiringRepository(db), resumes, clock),
    resumes,
    dataExport: dataExportService(db, {
      account,
      sms,
      resumes,
      clock,
      timeZone: async () => (await settings.shop()).time_zone,
      perDay: config.privacy.exportsPerDay,
    }),
    positions: positionConsole(db, clock),
    applications: applicationConsole(db, {
      clock,
      timeZone: async () => (await settings.shop()).time_zone,
    }),
    cancellation: cancellationService(db, { sms, clock, privacy: config.privacy }),
    erasure: erasureService(db, {
      images,
      resumes,
      rankBoard: ranks,
      publicCache,
      log,
    }),
    retention: retentionService(db, { resumes, privacy: config.privacy, log }),
  };
}
export type Services = ReturnType<typeof createServices>;
