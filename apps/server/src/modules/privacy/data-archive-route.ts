import { fields } from '@atelier/contract';
import { DATA_ARCHIVE_PATH } from '@atelier/contract/privacy-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { requestLang } from '../../lib/request-lang';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Who else is asking, when the request also carries a sign-in (a browser's download does not). */
async function signedIn(app: FastifyInstance, request: FastifyRequest) {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  return token ? app.services.account.userForToken(token) : null;
}

/**
 * The archive of a customer's data, opened by the one-time ticket `dataExportCreate` gave: the
 * browser navigates here, so the ticket, not a header, says whose it is.
 */
export const dataArchiveRoutePlugin = fp(
  async (app: FastifyInstance) => {
    app.route({
      method: 'GET',
      url: DATA_ARCHIVE_PATH,
      schema: {
        summary: 'Download my data: the zip a one-time ticket opens',
        tags: ['personal'],
        description:
          'A zip of `data.json`, `index.html` (readable, in `lang`) and `resumes/`. The ticket ' +
          'comes from `dataExportCreate`, works once and for a few minutes.',
        querystring: z.object({ ticket: z.string().min(1).max(200), lang: fields.lang.optional() }),
      },
      handler: async (request, reply) => {
        const { ticket } = request.query as { ticket: string };
        const zip = await app.services.dataExport.openArchive(
          ticket,
          await signedIn(app, request),
          requestLang(request),
        );
        const day = new Date(app.clock.now()).toISOString().slice(0, 10);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
      },
    });
  },
  { name: 'data-archive' },
);
