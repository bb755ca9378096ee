import { can, Code, fields } from '@atelier/contract';
import { APPLICATION_RESUME_PATH } from '@atelier/contract/hiring-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../../errors';

/** An ASCII fallback name and the applicant's own name, encoded, for Content-Disposition. */
export function resumeDisposition(applicationId: number, originalName: string): string {
  const fallback = `resume-${applicationId}.pdf`;
  const name = originalName.toLowerCase().endsWith('.pdf') ? originalName : `${originalName}.pdf`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * A résumé for staff with `hiring`: streamed as an attachment, never cached, never sniffed.
 * It is the only way to a résumé; the files live outside every public directory.
 */
export const resumeDownloadPlugin = fp(
  async (app: FastifyInstance) => {
    app.route({
      method: 'GET',
      url: APPLICATION_RESUME_PATH,
      schema: {
        summary: 'An application’s résumé as a PDF attachment',
        tags: ['console'],
        security: [{ bearer: [] }],
        description: 'Staff with the "hiring" permission',
        querystring: z.object({ id: fields.id, lang: fields.lang.optional() }),
      },
      // Who may ask is settled before the input is read, as for every console action.
      preValidation: async (request: FastifyRequest) => {
        if (!request.user) throw new AppError('unauthorized', {}, Code.UNAUTHORIZED);
        if (!can(request.user.role, 'hiring')) throw new AppError('noPermission');
      },
      handler: async (request, reply) => {
        const { id: applicationId } = request.query as { id: number };
        const row = await app.services.applications.resumeOf(applicationId);
        const file = await app.services.resumes.open(row.file);
        if (!file) throw new AppError('resumeNotFound');
        if (file.size !== undefined) reply.header('content-length', file.size);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', resumeDisposition(applicationId, row.original_name))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    });
  },
  { name: 'resume-download' },
);
