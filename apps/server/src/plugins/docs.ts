import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeApi, keepBesideRefs } from '../openapi/describe';

const description = [
  'Every action answers `{ code, msg, data }`: `code` 200 is a success, 100 a refusal (with a ',
  '`msg` for a person and, when it is about one input field, `field`), 401 a missing sign-in; ',
  'all three with HTTP 200. Rate limits answer HTTP 429, faults HTTP 500. Send `lang` ',
  '(`zh-cn` or `en`) with every request: `msg` and content come in that language.',
].join('');

/**
 * OpenAPI 3.1 generated from the contract's schemas, always (`app.swagger()`). With `serve`
 * (API_DOCS) the JSON is served at /api/docs/json, and with `ui` too, the browsable UI at
 * /api/docs.
 */
export const docsPlugin = fp<{ serve: boolean; ui: boolean }>(
  async (app, { serve, ui }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Atelier API', description, version: '1.0.0' },
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description:
                'The `token` of `data.userinfo` that `login`, `register` or `mobileLogin` ' +
                'answers, as `Authorization: Bearer <token>`; it lasts 24 hours unless ' +
                '`logout`, a password change or a new phone number ends it first.',
            },
          },
        },
      },
      transform: (route) => {
        const { schema, url } = jsonSchemaTransform(route);
        return { schema: keepBesideRefs(schema), url };
      },
      transformObject: (document) =>
        describeApi(jsonSchemaTransformObject(document)) as ReturnType<
          typeof jsonSchemaTransformObject
        >,
    });
    if (!serve) return;
    if (ui) {
      await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
      return;
    }
    app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'docs' },
);
