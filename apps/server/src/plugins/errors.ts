import { Code } from '@atelier/contract';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/dialect';
import { AppError, refusalFields, refusalStatuses } from '../errors';
import { t } from '../i18n/messages';
import { requestLang } from '../lib/request-lang';
import { isZodIssueList, validationMessage } from './validation';

/** What a 503 asks the client to wait: a PostgreSQL restart takes a few seconds. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The one place where failures become wire outcomes (DESIGN section 3): refusals are HTTP 200
 * with code 100 or 401 and a localised message; faults are HTTP 500 with only a request id; a
 * database out of reach is HTTP 503, "busy, try again", as it is one to wait out.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const lang = requestLang(request);
      // The route's response schema describes success only; failures have their own shape.
      reply.serializer(JSON.stringify);
      if (error instanceof AppError) {
        if (error.cause) request.log.warn({ err: error.cause }, error.key);
        const field = refusalFields[error.key];
        return reply.code(refusalStatuses[error.key] ?? (error.code === 429 ? 429 : 200)).send({
          code: error.code,
          msg: t(lang, error.key, error.params),
          data: null,
          ...(field ? { field } : {}),
        });
      }
      if ('validation' in error && isZodIssueList(error.validation)) {
        // The action is the last segment of `/api/index/{action}`.
        const action = request.routeOptions.url?.split('/').pop();
        const msg = validationMessage(error.validation, lang, action);
        return reply.code(200).send({ code: Code.REFUSED, msg, data: null });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60)));
        return reply
          .code(429)
          .send({ code: Code.RATE_LIMITED, msg: t(lang, 'rateLimited', { seconds }) });
      }
      if (status === 413) {
        return reply
          .code(413)
          .send({ code: Code.REFUSED, msg: t(lang, 'bodyTooLarge'), data: null });
      }
      if (status >= 400 && status < 500) {
        // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
        return reply
          .code(status)
          .send({ code: Code.REFUSED, msg: t(lang, 'badRequest'), data: null });
      }
      if (isDatabaseUnavailable(error)) {
        // Once per request, without the stack: the pool's own warning says what happened.
        request.log.warn({ err: { message: error.message } }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ code: Code.UNAVAILABLE, msg: t(lang, 'serviceBusy'), data: null });
      }
      // The line carries the request id (REQUEST_ID_LABEL) and the stack; the answer neither.
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ code: Code.SERVER_ERROR, msg: t(lang, 'serverError'), request_id: request.id });
    });
  },
  { name: 'errors' },
);

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ code: Code.NOT_FOUND, msg: t(requestLang(request), 'notFound') });
}
