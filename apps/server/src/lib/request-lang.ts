import { FALLBACK_LANG, LANGS, type Lang } from '@atelier/contract';
import type { FastifyRequest } from 'fastify';

function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The request's `lang` (query for GET, body for POST); anything else reads as Chinese. */
export function requestLang(request: FastifyRequest): Lang {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLang(fromQuery)) return fromQuery;
  const body = request.body;
  const fromBody =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).lang : undefined;
  return isLang(fromBody) ? fromBody : FALLBACK_LANG;
}
