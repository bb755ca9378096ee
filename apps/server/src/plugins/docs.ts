import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3 generated from the contract's schemas, always (`app.swagger()`); served, UI at
 * /api/docs and JSON at /api/docs/json, only when `serve` (API_DOCS) is on.
 */
export const docsPlugin = fp<{ serve: boolean }>(
  async (app, { serve }) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Atelier API',
          description:
            'Every action answers `{ code, msg, data }`. Send `lang` (`zh-cn` or `en`) with every request.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    if (serve) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
