import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** The app's clock, chosen once in `buildApp`: the system's, or the one a test moves. */
export const clockPlugin = fp<{ clock: Clock }>(
  async (app, { clock }) => {
    app.decorate('clock', clock);
  },
  { name: 'clock' },
);
