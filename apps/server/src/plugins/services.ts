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
    app.decorate('services', createServices(app.db, config, app.log));
  },
  { name: 'services', dependencies: ['db'] },
);
