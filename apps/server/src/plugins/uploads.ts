import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { mkdirSync } from 'node:fs';

/**
 * Serves stored files under /uploads. Names are random or generated, so they never change;
 * the headers keep a browser from treating an upload as anything but an image.
 */
export const uploadsPlugin = fp<{ uploadsDir: string }>(
  async (app, { uploadsDir }) => {
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=604800');
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      },
    });
  },
  { name: 'uploads' },
);
