import fp from 'fastify-plugin';

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
      // Answered before its body arrived (refused early): close rather than wait for the rest.
      if (request.raw.complete === false) reply.header('connection', 'close');
    });
  },
  { name: 'body-timeout' },
);
