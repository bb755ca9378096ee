import {
  ACCOUNT_ACTIONS,
  actionPath,
  can,
  Code,
  requestInput,
  routes,
  schemas,
  type ActionName,
  type RouteSpec,
} from '@atelier/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors';
import { etagOf, type CacheScope } from '../lib/response-cache';
import { rawKey, sendValidated } from './cached-answers';
import { t } from '../i18n/messages';
import { requestLang } from '../lib/request-lang';
import type { ActionContext, ActionHandler } from '../modules/action-handler';
import { createAuditor } from '../kernel/auditor';
import type { Services } from '../services';
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
 * Public reads answered from the response cache with an ETag, each with the scope whose changes
 * forget it. `anonymous` ones are cached only for visitors without a session, since a signed-in
 * answer says who asks (favourites).
 */
interface CachedRead {
  scope: CacheScope;
  audience: 'everyone' | 'anonymous';
}
const catalogRead = { scope: 'catalog', audience: 'everyone' } as const;
const pageRead = { scope: 'pages', audience: 'everyone' } as const;
const cachedReads: Partial<Record<ActionName, CachedRead>> = {
  banner: catalogRead,
  productCategory: catalogRead,
  productList: catalogRead,
  productInfo: { scope: 'catalog', audience: 'anonymous' },
  art: catalogRead,
  // The studio's pages: the content store forgets these answers whenever it writes.
  business: pageRead,
  idea: pageRead,
  city: pageRead,
  founder: pageRead,
  gallery: pageRead,
  coreTeam: pageRead,
  process: pageRead,
  processInfo: pageRead,
  technology: pageRead,
  technologyInfo: pageRead,
  newsList: pageRead,
  newsInfo: pageRead,
  richText: pageRead,
  mr: pageRead,
  // A group's posts as a visitor reads them; a member sees their own likes, so is not cached.
  groupContent: { scope: 'community', audience: 'anonymous' },
};

/**
 * `/api/index/{action}` and the console's `/api/admin/{action}`: one route per contract action,
 * with its method, so an unknown action or a wrong method falls to the 404 handler. Every
 * success goes out in the same envelope.
 */
export async function actionsPlugin(
  app: FastifyInstance,
  { authRateLimitMax, strict }: { authRateLimitMax: number; strict: boolean },
) {
  // A POST without a body is an empty input, not a type error.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });

  for (const name of Object.keys(routes) as ActionName[]) {
    const { method, auth, permission, reads, body }: RouteSpec = routes[name];
    const multipart = body === 'multipart';
    const { output } = schemas[name];
    const handler = handlers[name] as ActionHandler<ActionName, Services>;
    const input = requestInput(name);
    const cached = method === 'GET' ? cachedReads[name] : undefined;
    const accountField = (ACCOUNT_ACTIONS as Partial<Record<ActionName, string>>)[name];

    app.route({
      method,
      url: actionPath(name),
      // What the route validates with; the OpenAPI document describes the rest from the
      // contract (openapi/describe.ts).
      schema: {
        // A multipart action reads its own parts; only `lang` may come in the query.
        ...(multipart || method === 'GET' ? { querystring: input } : { body: input }),
        response: { 200: envelope(output) },
      },
      // Cached answers carry their own compressed copies; the per-request hooks would redo it.
      ...(cached ? { compress: false, decompress: false } : {}),
      // Who may call an action is settled before its input is read: a caller without a session,
      // or without the console permission, is told so whatever they sent, and learns nothing
      // about the input the action expects.
      ...(auth || permission
        ? {
            preValidation: async (request: FastifyRequest) => {
              if (!request.user) throw new AppError('unauthorized', {}, Code.UNAUTHORIZED);
              if (permission && !can(request.user.role, permission)) {
                throw new AppError('noPermission');
              }
            },
          }
        : {}),
      // Only an administrator acts on a staff account: asked once the input names a valid
      // account, before the action reads or changes anything.
      ...(accountField
        ? {
            preHandler: async (request: FastifyRequest) => {
              const params = (method === 'GET' ? request.query : request.body) as Record<
                string,
                unknown
              >;
              if (request.user)
                await app.services.staffTargets.refuse(request.user, Number(params[accountField]));
            },
          }
        : {}),
      ...(guardedActions.has(name)
        ? { config: { rateLimit: { max: authRateLimitMax, timeWindow: '1 minute' } } }
        : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const lang = requestLang(request);
        const { user } = request;
        const { lang: _lang, ...params } = (
          multipart ? {} : method === 'GET' ? request.query : request.body
        ) as Record<string, unknown>;
        const audit = createAuditor(
          {
            id: user?.id ?? 0,
            name: user?.username ?? '',
            role: user?.role ?? 'user',
            ip: request.ip,
          },
          name,
          app.services.clock,
        );
        const ctx = { input: params, lang, user, services: app.services, request, audit };
        const run = async () => {
          const data = await handler(ctx as ActionContext<ActionName, Services>);
          if (permission && method === 'POST' && !reads && audit.rows === 0) {
            // Every console write leaves a row; one that did not is a defect to find in tests.
            if (strict) throw new Error(`console action ${name} wrote no audit row`);
            request.log.error({ action: name }, 'console write without an audit row');
          }
          return { code: Code.OK, msg: t(lang, 'ok'), data };
        };
        // A preview shows staff unpublished drafts: it is never served from or kept in the cache.
        const preview =
          cached?.scope === 'pages' &&
          app.services.contentPreview.wanted(params.preview === true, user ?? null);
        if (!cached || preview) return reply.send(await run());
        // Scheduled news that has come due is not in the answers cached before its time.
        if (cached.scope === 'pages') await app.services.newsSchedule.refresh();
        // `reply.serialize` is the route's own serialiser, which checks the contract in tests.
        const serialized = async () => reply.serialize(await run()) as string;
        if (cached.audience === 'anonymous' && request.user) {
          const body = await serialized();
          return sendValidated(request, reply, { body: Buffer.from(body), etag: etagOf(body) });
        }
        // Validated input in schema order, so equal requests share one key.
        const key = `${name}|${lang}|${JSON.stringify(params)}`;
        const response = await app.services.publicCache.remember(
          key,
          cached.scope,
          serialized,
          rawKey(request),
        );
        return sendValidated(request, reply, response);
      },
    });
  }
}
