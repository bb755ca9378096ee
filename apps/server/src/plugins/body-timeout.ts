import { RESUME_MAX_BYTES, UPLOAD_MAX_BYTES } from '@atelier/contract';
import fp from 'fastify-plugin';

/** The longest body a refusal waits out: the largest upload with its multipart framing. */
const DRAINED_MAX_BYTES = Math.max(RESUME_MAX_BYTES, UPLOAD_MAX_BYTES) + 64 * 1024;

/**
 * A request whose body stops arriving for `idleMs` has its connection closed: a stalled upload
 * must not hold a connection for minutes. Each chunk that arrives restarts the clock, so a slow
 * upload that keeps moving is not cut, and the clock stops once the body is in, so neither is a
 * slow answer. Injected requests have no socket and are left alone.
 */
export const bodyTimeoutPlugin = fp<{ idleMs: number }>(
  async (app, { idleMs }) => {
    app.addHook('onRequest', async (request, reply) => {
      const { raw } = request;
      if (raw.complete !== false || typeof raw.socket.setTimeout !== 'function') return;
      const idle = app.server.timeout;
      raw.socket.setTimeout(idleMs);
      raw.once('end', () => {
        // Once answered, Node has set the socket's keep-alive timeout: leave that one.
        if (!reply.raw.writableEnded) raw.socket.setTimeout(idle);
      });
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.raw.complete !== false) return;
      // Answered before its body arrived (refused early). The rest of a body no larger than an
      // upload is read and dropped (Node does so once the answer is sent; the idle clock still
      // cuts one that stalls): a proxy in front, or a browser, still sending it would otherwise
      // meet a closed connection and show its own error (nginx: 502) instead of the refusal.
      // Anything longer, or of no declared length, is not waited for.
      const length = Number(request.headers['content-length']);
      if (!(length <= DRAINED_MAX_BYTES)) {
        reply.header('connection', 'close');
        return;
      }
      // Node gives the socket its keep-alive timeout once answered; the rest of a body that
      // stalls is held to the body's own idle time.
      reply.raw.once('finish', () => {
        if (request.raw.complete === false) request.raw.socket.setTimeout(idleMs);
      });
    });
  },
  { name: 'body-timeout' },
);
