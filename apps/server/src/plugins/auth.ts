import fp from 'fastify-plugin';
import type { AuthUser } from '../kernel/identity';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Resolves an optional bearer token to its user; whether one is required is the action's call.
 * Once the body is read, so that a failure of the lookup (the database out of reach) is worded
 * in the body's `lang`.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.addHook('preValidation', async (request) => {
      if (!request.url.startsWith('/api/index/') && !request.url.startsWith('/api/admin/')) return;
      const match = BEARER.exec(request.headers.authorization ?? '');
      if (match?.[1]) request.user = await app.services.account.userForToken(match[1]);
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
