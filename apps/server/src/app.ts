import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { resumeDownloadPlugin } from './modules/hiring/resume-download';
import { dataArchiveRoutePlugin } from './modules/privacy/data-archive-route';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { constants as zlib } from 'node:zlib';
import type { AppConfig } from './config';
import { actionsPlugin } from './dispatch/actions-plugin';
import { cachedAnswersPlugin } from './dispatch/cached-answers';
import { authPlugin } from './plugins/auth';
import { bodyTimeoutPlugin } from './plugins/body-timeout';
import { clockPlugin } from './plugins/clock';
import { devClockPlugin } from './plugins/dev-clock';
import { dbPlugin } from './plugins/db';
import { movableClock, systemClock } from './lib/clock';
import { liveNotifyPlugin } from './modules/payment/live-notify';
import { sandboxWebhookPlugin } from './modules/payment/sandbox-webhook';
import { devSmsOutboxPlugin } from './modules/account/dev-sms-outbox';
import { loggerOptions } from './logger';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { jobsPlugin } from './plugins/jobs';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitPlugin } from './plugins/rate-limit';
import { healthPlugin } from './plugins/health';
import { redisPlugin } from './plugins/redis';
import { requestIdFrom, requestIdsPlugin } from './plugins/request-ids';
import { securityHeadersPlugin } from './plugins/security-headers';
import { servicesPlugin } from './plugins/services';
import { validatorCompiler } from './plugins/validation';
import { webPlugin } from './plugins/web';
import { publicFileOrigins } from './storage/storage-config';
import { productPageLeadImage } from './modules/catalog/lead-image';

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config),
    bodyLimit: config.bodyLimit,
    genReqId: requestIdFrom(config.trustProxy),
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    // The database plugin migrates while it starts: a large shop's migration, or a busy machine's,
    // may take longer than Fastify's ten seconds, and a start cut short would leave it half done.
    pluginTimeout: 300_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(config.validateResponses ? serializerCompiler : () => JSON.stringify);

  await app.register(requestIdsPlugin, { accessLog: config.accessLog });
  await app.register(errorsPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(bodyTimeoutPlugin, { idleMs: config.bodyIdleTimeoutMs });
  await app.register(securityHeadersPlugin, { imageOrigins: publicFileOrigins(config.storage) });
  await app.register(cachedAnswersPlugin);
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(rateLimitPlugin, {
    max: config.rateLimitMax,
    redisPrefix: config.redisPrefix,
  });
  await app.register(dbPlugin, { target: config.database, onQuery: config.onQuery });
  // Journeys that reach a scheduled time move this one through /api/dev/clock.
  const devClock = config.devClock ? movableClock(config.clock ?? systemClock) : undefined;
  await app.register(healthPlugin);
  await app.register(clockPlugin, { clock: devClock ?? config.clock ?? systemClock });
  // Before the routes it counts requests for.
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(servicesPlugin, { config });
  await app.register(authPlugin);
  await app.register(docsPlugin, { serve: config.apiDocs, ui: !config.production });
  // Each form is read, and held to its limits, by readUploadedFile.
  await app.register(multipart);
  await app.register(actionsPlugin, {
    authRateLimitMax: config.authRateLimitMax,
    strict: config.validateResponses,
  });
  await app.register(resumeDownloadPlugin);
  await app.register(dataArchiveRoutePlugin);
  await app.register(sandboxWebhookPlugin);
  await app.register(liveNotifyPlugin);
  await app.register(jobsPlugin);
  if (config.sms.driver === 'outbox' && !config.production) await app.register(devSmsOutboxPlugin);
  if (devClock && !config.production) await app.register(devClockPlugin, { clock: devClock });
  await app.services.files.servePublic(app);
  await app.register(webPlugin, {
    webDist: config.webDist,
    leadImage: productPageLeadImage(app.services.catalog),
  });
  return app;
}
