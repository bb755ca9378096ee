import fp from 'fastify-plugin';

/**
 * During shutdown, in-flight requests finish and are answered with `Connection: close`, so a
 * browser's keep-alive connection does not hold the server open after its last response.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
