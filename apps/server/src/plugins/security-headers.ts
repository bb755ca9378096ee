import fp from 'fastify-plugin';
import helmet from 'helmet';

// The SPA runs under this policy: antd injects its styles at run time, hence 'unsafe-inline'
// for styles only; scripts come from our own origin alone.
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // The shop may be served over plain HTTP on a LAN address; upgrading would break it there.
    upgradeInsecureRequests: null,
  },
};

/**
 * helmet's security headers on every response. helmet's middleware is built once here and run
 * in a hook: @fastify/helmet rebuilds it on every request, which halves a route's throughput.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const secure = helmet({ contentSecurityPolicy });
    app.addHook('onRequest', (request, reply, done) => {
      secure(request.raw, reply.raw, (err) => done(err as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
