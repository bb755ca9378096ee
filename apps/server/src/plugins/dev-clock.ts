import { Code, fields, type Lang } from '@atelier/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { t } from '../i18n/messages';
import type { MovableClock } from '../lib/clock';
import { requestLang } from '../lib/request-lang';
import { CACHE_SCOPES } from '../lib/response-cache';
import { toIso } from '../lib/time';

const TEN_YEARS_SECONDS = 10 * 366 * 24 * 3600;

const move = z
  .object({
    advance_seconds: z.number().int().min(0).max(TEN_YEARS_SECONDS).optional(),
    to: z.iso.datetime({ offset: true, error: 'format.time' }).optional(),
    lang: fields.lang.optional(),
  })
  .refine((body) => (body.advance_seconds === undefined) !== (body.to === undefined), {
    error: 'format.required',
    path: ['advance_seconds'],
  });

/**
 * `GET /api/dev/clock` tells the server's time; `POST /api/dev/clock` puts it forward by
 * `advance_seconds`, or to `to` (a time already passed leaves it as it is), so a journey sees a
 * scheduled publication appear without waiting for it. The public answers cached under the old
 * time are forgotten, and accounts past their cooling-off period erased. Registered only when `DEV_CLOCK` is set, which production refuses.
 */
export async function devClockPlugin(app: FastifyInstance, { clock }: { clock: MovableClock }) {
  const answer = (lang: Lang) => ({
    code: Code.OK,
    msg: t(lang, 'ok'),
    data: { now: toIso(clock.now()), offset_ms: clock.offset() },
  });

  app.get(
    '/api/dev/clock',
    { schema: { hide: true, querystring: z.object({ lang: fields.lang.optional() }) } },
    async (request) => answer(requestLang(request)),
  );

  app.post('/api/dev/clock', { schema: { hide: true, body: move } }, async (request) => {
    const body = request.body as z.infer<typeof move>;
    const ms =
      body.to === undefined
        ? (body.advance_seconds ?? 0) * 1000
        : Date.parse(body.to) - clock.now();
    clock.advance(ms);
    await Promise.all(CACHE_SCOPES.map((scope) => app.services.publicCache.invalidate(scope)));
    // Accounts whose cooling-off period ended in the jump are erased now, not at the job's
    // next round, so the journey's next step sees what a customer would after the wait.
    await app.services.erasure.eraseDue(clock.now());
    return answer(requestLang(request));
  });
}
