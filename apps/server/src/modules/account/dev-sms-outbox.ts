import { Code, fields } from '@atelier/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { t } from '../../i18n/messages';
import { requestLang } from '../../lib/request-lang';
import { toIso } from '../../lib/time';

/**
 * `GET /api/dev/sms-outbox?mobile=`: the latest code the outbox driver "sent" to a number, for
 * development and tests. Registered only with that driver and outside production.
 */
export async function devSmsOutboxPlugin(app: FastifyInstance) {
  app.get(
    '/api/dev/sms-outbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ mobile: fields.mobile, lang: fields.lang.optional() }),
      },
    },
    async (request) => {
      const { mobile } = request.query as { mobile: string };
      const message = await app.services.sms.latestOutboxMessage(mobile);
      return {
        code: Code.OK,
        msg: t(requestLang(request), 'ok'),
        data: message && { ...message, created_at: toIso(message.created_at) },
      };
    },
  );
}
