import fp from 'fastify-plugin';
import helmet from 'helmet';

// The SPA runs under this policy: antd injects its styles at run time, hence 'unsafe-inline'
// for styles only; scripts come from our own origin alone.
const contentSecurityPolicy = (imageOrigins: string[]) => ({
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // The shop may be served over plain HTTP on a LAN address; upgrading would break it there.
    upgradeInsecureRequests: null,
  },
});

/*
 * API answers are JSON, never rendered as a document, so the headers that only steer a page
 * (opener policy, agent clusters, DNS prefetch, IE's download and XSS switches) are left off
 * them; what remains forbids sniffing, framing and loading anything. Fewer headers on the
 * busiest responses is measurable throughput.
 */
const apiHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: { action: 'deny' },
});

/**
 * helmet's security headers on every response. helmet's middleware is built once here and run
 * in a hook: @fastify/helmet rebuilds it on every request, which halves a route's throughput.
 */
export const securityHeadersPlugin = fp<{ imageOrigins: string[] }>(
  async (app, { imageOrigins }) => {
    const pageHeaders = helmet({ contentSecurityPolicy: contentSecurityPolicy(imageOrigins) });
    app.addHook('onRequest', (request, reply, done) => {
      const secure = request.url.startsWith('/api/') ? apiHeaders : pageHeaders;
      secure(request.raw, reply.raw, (err) => done(err as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
