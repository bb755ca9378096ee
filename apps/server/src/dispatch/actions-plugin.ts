import { Code, fields, routes, schemas, type ActionName, type RouteSpec } from '@atelier/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors';
import { t } from '../i18n/messages';
import { requestLang } from '../plugins/lang';
import type { ActionContext, ActionHandler } from './action-handler';
import { handlers } from './handlers';

function envelope(data: z.ZodType) {
  return z.object({ code: z.literal(Code.OK), msg: z.string(), data });
}

/** Actions a guesser or a spammer would hammer get a tighter per-IP limit of their own. */
const guardedActions: ReadonlySet<ActionName> = new Set([
  'send',
  'register',
  'login',
  'mobileLogin',
  'resetPwd',
  'qrLoginCreate',
]);

/**
 * `/api/index/{action}`: one route per contract action, with its method, so an unknown action
 * or a wrong method falls to the 404 handler. Every success goes out in the same envelope.
 */
export async function actionsPlugin(
  app: FastifyInstance,
  { authRateLimitMax }: { authRateLimitMax: number },
) {
  // A POST without a body is an empty input, not a type error.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });

  for (const name of Object.keys(routes) as ActionName[]) {
    const { method, auth, body }: RouteSpec = routes[name];
    const multipart = body === 'multipart';
    const { input, output, summary } = schemas[name];
    const handler = handlers[name] as ActionHandler<ActionName>;
    const inputWithLang = input.extend({ lang: fields.lang.optional() });

    app.route({
      method,
      url: `/api/index/${name}`,
      schema: {
        summary,
        tags: [auth ? 'signed-in' : 'public'],
        // A multipart action reads its own parts; only `lang` may come in the query.
        ...(multipart
          ? {
              consumes: ['multipart/form-data'],
              querystring: z.object({ lang: fields.lang.optional() }),
            }
          : method === 'GET'
            ? { querystring: inputWithLang }
            : { body: inputWithLang }),
        ...(auth ? { security: [{ bearer: [] }] } : {}),
        response: { 200: envelope(output) },
      },
      ...(guardedActions.has(name)
        ? { config: { rateLimit: { max: authRateLimitMax, timeWindow: '1 minute' } } }
        : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const lang = requestLang(request);
        if (auth && !request.user) throw new AppError('unauthorized', {}, Code.UNAUTHORIZED);
        const { lang: _lang, ...params } = (
          multipart ? {} : method === 'GET' ? request.query : request.body
        ) as Record<string, unknown>;
        const ctx = { input: params, lang, user: request.user, services: app.services, request };
        const data = await handler(ctx as ActionContext<ActionName>);
        return reply.send({ code: Code.OK, msg: t(lang, 'ok'), data });
      },
    });
  }
}
