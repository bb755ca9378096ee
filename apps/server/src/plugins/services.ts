import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createServices, type Services } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: AppConfig;
  }
}

export const servicesPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
    const services = createServices(app.db, config, app.log, app.clock, app.redis);
    app.decorate('services', services);
    app.addHook('onClose', () => services.publicCache.close());
  },
  { name: 'services', dependencies: ['db', 'clock', 'redis'] },
);
